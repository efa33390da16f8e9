import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Registers `client:agent`, the live agent chat's hydration directive (on intent, on click). */
export function agentDirective(): AstroIntegration {
  return {
    name: 'site:agent-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'agent',
          entrypoint: fileURLToPath(
            new URL('../../src/components/agent/agent-directive.ts', import.meta.url),
          ),
        });
      },
    },
  };
}
