// Owned by the container-stack work (issue 5): renders infra/nginx's template for loopback
// upstreams and runs real nginx in the foreground with its own prefix.
export async function renderNginxConfig() {
  throw new Error('renderNginxConfig: not written yet');
}
export async function startNginx() {
  throw new Error('startNginx: not written yet');
}
