import { existsSync } from 'node:fs';

/**
 * A private nginx for the tests that put Debian's nginx in front of a build (deploy.spec,
 * vps.spec): a main configuration that keeps every file of nginx under `prefix`, runs in the
 * foreground, and includes the `http` block's own lines (`http`) the test is about.
 */
export function nginxMainConfig(prefix: string, http: string, connections = 512): string {
  return `${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log;
events { worker_connections ${connections}; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
${http}
}
`;
}

/** Debian's nginx binary, if installed (`apt-get install nginx`; `.ci/run` installs it). */
export const nginxBinary = (): string | undefined =>
  ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
