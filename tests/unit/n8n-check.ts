import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

/**
 * n8n's own pre-publish check over a workflow file, run with n8n-workflow from
 * tools/n8n-check (installed apart from the site: see tools/n8n-check/install.mjs) over the node
 * descriptions of n8n-nodes-base and @n8n/n8n-nodes-langchain in tools/n8n-check/node-types.json
 * (their `dist/types/nodes.json` entries for the node types the workflows use, written by
 * tools/n8n-check/snapshot.mjs).
 *
 * What n8n 2.x does when a workflow is published (`WorkflowValidationService.validateForActivation`
 * in packages/cli): for every enabled node that is connected (or is a trigger), the node type at
 * its version must exist, its required credentials must be set (`validateNodeCredentials`) and
 * `NodeHelpers.getNodeParametersIssues` over the node type's properties must find nothing. The
 * editor's import first completes the parameters with `NodeHelpers.getNodeParameters`, so both
 * the file's parameters and the completed ones are checked here. Stricter than n8n: disabled and
 * unconnected nodes are checked too (an owner enables the optional branches), a parameter the
 * node type does not show for these settings is reported (n8n drops it silently: a setting lost),
 * and so is a fixed value of a list parameter that is not one of its options (`responseMode:
 * 'streamed'`): n8n's editor only marks it on the field, and the node does something else.
 */

interface Property {
  name: string;
  type?: string;
  options?: ({ value?: unknown } | Property)[];
  [key: string]: unknown;
}

interface NodeTypeDescription {
  name: string;
  version: number | number[];
  properties: Property[];
  credentials?: { name: string; required?: boolean; displayName?: string }[];
  group?: string[];
  webhooks?: unknown[];
  polling?: boolean;
}

export interface WorkflowNode {
  name: string;
  type: string;
  typeVersion: number;
  parameters: Record<string, unknown>;
  credentials?: Record<string, { id?: string; name?: string }>;
  disabled?: boolean;
}

export interface Workflow {
  nodes: WorkflowNode[];
  connections: Record<string, Record<string, ({ node: string }[] | null)[]>>;
}

interface NodeWorkflowModule {
  NodeHelpers: {
    getNodeParameters(
      properties: Property[],
      values: Record<string, unknown>,
      returnDefaults: boolean,
      returnNoneDisplayed: boolean,
      node: WorkflowNode,
      description: NodeTypeDescription,
    ): Record<string, unknown> | null;
    displayParameterPath(
      nodeValues: Record<string, unknown>,
      parameter: Property,
      path: string,
      node: WorkflowNode,
      description: NodeTypeDescription,
    ): boolean;
    getNodeParametersIssues(
      properties: Property[],
      node: WorkflowNode,
      description: NodeTypeDescription,
    ): { parameters?: Record<string, string[]> } | null;
  };
  validateNodeCredentials(
    node: WorkflowNode,
    nodeType: { description: NodeTypeDescription },
  ): { type: 'missing' | 'not-configured'; credentialName: string }[];
}

export interface N8nCheck {
  /** Package versions the check ran with. */
  versions: Record<string, string>;
  /**
   * Every issue of a workflow, one string per issue: `<node>: credential missing: <type>`,
   * `<node>: parameter <name>: <message>`, `<node>: ignored parameter <name>`,
   * `<node>: unknown node type <type>@<version>`, `workflow: no trigger`.
   */
  check(workflow: Workflow): string[];
}

/** Resolved from tools/n8n-check, never from the site's own node_modules. */
const WORKFLOW_PACKAGE = 'n8n-workflow';

/** tools/n8n-check/node-types.json: the node packages' versions and their descriptions. */
interface NodeTypesFile {
  packages: Record<string, string>;
  types: { type: string; description: NodeTypeDescription }[];
}

/** Loads n8n-workflow and the node descriptions of tools/n8n-check/node-types.json. */
export function loadN8nCheck(dir = resolve('tools/n8n-check')): N8nCheck {
  const require = createRequire(join(dir, 'package.json'));
  const workflowLib = require(WORKFLOW_PACKAGE) as NodeWorkflowModule;
  const file = JSON.parse(readFileSync(join(dir, 'node-types.json'), 'utf8')) as NodeTypesFile;
  const versions: Record<string, string> = {
    [WORKFLOW_PACKAGE]: (require(`${WORKFLOW_PACKAGE}/package.json`) as { version: string })
      .version,
    ...file.packages,
  };
  const types = new Map<string, NodeTypeDescription[]>();
  for (const { type, description } of file.types) {
    types.set(type, [...(types.get(type) ?? []), description]);
  }
  const describe = (type: string, version: number) =>
    types
      .get(type)
      ?.find((d) => (Array.isArray(d.version) ? d.version : [d.version]).includes(version));
  const isTriggerLike = (d: NodeTypeDescription) =>
    Boolean(d.group?.includes('trigger') || d.webhooks?.length || d.polling);

  /**
   * Fixed values of list parameters (type `options`) that are none of the options the node shows
   * for these settings, in the node's parameters and in its collections (`options.responseMode`).
   */
  function optionValueIssues(
    node: WorkflowNode,
    description: NodeTypeDescription,
    root: Record<string, unknown>,
    properties: Property[],
    values: Record<string, unknown>,
    path: string,
  ): string[] {
    const issues: string[] = [];
    for (const [name, value] of Object.entries(values)) {
      const shown = properties.filter(
        (p) =>
          p.name === name &&
          workflowLib.NodeHelpers.displayParameterPath(root, p, path, node, description),
      );
      const full = path ? `${path}.${name}` : name;
      // Lists n8n fills from the service at run time (`loadOptionsMethod`) have no fixed options.
      const lists = shown.filter(
        (p) =>
          p.type === 'options' &&
          !(p.typeOptions as Record<string, unknown> | undefined)?.loadOptionsMethod &&
          !(p.typeOptions as Record<string, unknown> | undefined)?.loadOptions,
      );
      const isExpression = typeof value === 'string' && value.startsWith('=');
      if (lists.length && lists.length === shown.length && !isExpression) {
        const allowed = lists.flatMap((p) =>
          (p.options ?? []).map((o) => (o as { value?: unknown }).value),
        );
        if (!allowed.includes(value)) {
          issues.push(
            `${node.name}: parameter ${full}: "${String(value)}" is not one of ${allowed.map((v) => `"${String(v)}"`).join(', ')}`,
          );
        }
      }
      const collection = shown.find((p) => p.type === 'collection');
      if (collection && value && typeof value === 'object' && !Array.isArray(value)) {
        issues.push(
          ...optionValueIssues(
            node,
            description,
            root,
            (collection.options ?? []) as Property[],
            value as Record<string, unknown>,
            full,
          ),
        );
      }
    }
    return issues;
  }

  function check(workflow: Workflow): string[] {
    const issues: string[] = [];
    let triggers = 0;
    for (const original of workflow.nodes) {
      if (original.type === 'n8n-nodes-base.stickyNote') continue;
      const node = { ...original, disabled: false };
      const description = describe(node.type, node.typeVersion);
      if (!description) {
        // Not in node-types.json: a type n8n does not have, or one to add with snapshot.mjs.
        issues.push(`${node.name}: unknown node type ${node.type}@${node.typeVersion}`);
        continue;
      }
      if (isTriggerLike(description) && !original.disabled) triggers++;
      const { properties } = description;
      const completed = workflowLib.NodeHelpers.getNodeParameters(
        properties,
        node.parameters,
        true,
        false,
        node,
        description,
      );
      const found = new Set<string>();
      // With the file's parameters n8n skips a credential whose selector is left at its default
      // (Slack's `authentication`); with the completed ones it asks for it, as the editor does.
      for (const parameters of [node.parameters, completed ?? {}]) {
        for (const issue of workflowLib.validateNodeCredentials(
          { ...node, parameters },
          { description },
        )) {
          const what =
            issue.type === 'missing' ? 'credential missing' : 'credential not configured';
          found.add(`${node.name}: ${what}: ${issue.credentialName}`);
        }
      }
      for (const parameters of [node.parameters, completed ?? {}]) {
        const result = workflowLib.NodeHelpers.getNodeParametersIssues(
          properties,
          { ...node, parameters },
          description,
        );
        for (const [name, messages] of Object.entries(result?.parameters ?? {})) {
          for (const message of messages) found.add(`${node.name}: parameter ${name}: ${message}`);
        }
      }
      issues.push(...found);
      issues.push(
        ...optionValueIssues(node, description, completed ?? {}, properties, node.parameters, ''),
      );
      for (const name of Object.keys(node.parameters)) {
        if (!completed || !(name in completed)) {
          issues.push(`${node.name}: ignored parameter ${name}`);
        }
      }
    }
    if (triggers === 0) issues.push('workflow: no trigger');
    return issues;
  }

  return { versions, check };
}
