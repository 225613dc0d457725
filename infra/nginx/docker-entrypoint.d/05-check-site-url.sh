#!/bin/sh
# Run by the nginx image's entrypoint before nginx starts (a failure stops the container): the
# pages and robots.txt carry the address the image was built for (VITE_SITE_URL,
# recorded in site.json); refuse to serve them unless SITE_URL names that same address.
set -eu

root="${NGINX_ROOT:-/usr/share/nginx/html}"
built=$(sed -n 's/.*"siteUrl"[[:space:]]*:[[:space:]]*"\([^"]*\)".*/\1/p' "$root/site.json" 2>/dev/null || true)

if [ -z "$built" ]; then
    echo "$0: $root/site.json does not say which address the site was built for; rebuild the image" >&2
    exit 1
fi
if [ -z "${SITE_URL:-}" ]; then
    echo "$0: SITE_URL is not set. This image was built for $built: run it with SITE_URL=$built, or rebuild it for your address (docker compose passes SITE_URL from .env to both)" >&2
    exit 1
fi
if [ "$SITE_URL" != "$built" ]; then
    echo "$0: SITE_URL is $SITE_URL but this image was built for $built (its canonical links and robots.txt say so). Rebuild it with the same SITE_URL (docker compose build web) or set SITE_URL=$built" >&2
    exit 1
fi
echo "$0: serving the site built for $SITE_URL"
