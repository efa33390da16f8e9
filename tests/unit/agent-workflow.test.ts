/**
 * docs/n8n/agent-demo.json, the live agent the owner imports into n8n: what the site's chat
 * relies on (a public embedded Chat Trigger that streams, memory per chat session) and what keeps
 * the owner's agent safe to put on a website (its only tools read the site's published knowledge:
 * no web access, no code), checked in the file itself. n8n's own parameter check of the file is
 * in n8n-workflows.test.ts; the real round trip in `npm run test:n8n`.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { agentKnowledgePath, HANDOVER_MARKER } from '../../shared/agent-knowledge';
import { locales } from '../../shared/i18n/locales';

interface Node {
  name: string;
  type: string;
  parameters: Record<string, unknown>;
  credentials?: unknown;
  webhookId?: string;
}
interface Connection {
  node: string;
  type: string;
}
const workflow = JSON.parse(readFileSync('docs/n8n/agent-demo.json', 'utf8')) as {
  id: string;
  versionId: string;
  nodes: Node[];
  connections: Record<string, Record<string, Connection[][]>>;
};
const byType = (type: string) => workflow.nodes.filter((n) => n.type === type);
const one = (type: string) => {
  const found = byType(type);
  expect(found, type).toHaveLength(1);
  return found[0]!;
};
/** Every connection into a node, as `<source> -[type]-> <target>`. */
const into = (target: string) =>
  Object.entries(workflow.connections).flatMap(([source, outputs]) =>
    Object.values(outputs)
      .flat(2)
      .filter((c) => c.node === target)
      .map((c) => `${source} -${c.type}->`),
  );
const settings = () => workflow.nodes.find((n) => n.name === 'Settings')!;
const assignment = (name: string) =>
  (
    settings().parameters.assignments as {
      assignments: { name: string; value: string }[];
    }
  ).assignments.find((a) => a.name === name)!.value;

describe('docs/n8n/agent-demo.json', () => {
  it('imports with n8n import:workflow and carries no credentials', () => {
    expect(workflow.id).toMatch(/^\w{10,}$/);
    expect(workflow.versionId).toMatch(/^[0-9a-f-]{36}$/);
    for (const node of workflow.nodes) expect(node.credentials, node.name).toBeUndefined();
  });

  it('is a public embedded chat that streams and loads a session from memory', () => {
    const trigger = one('@n8n/n8n-nodes-langchain.chatTrigger');
    expect(trigger.parameters).toMatchObject({
      public: true,
      mode: 'webhook',
      authentication: 'none',
      options: { responseMode: 'streaming', loadPreviousSession: 'memory' },
    });
    expect(trigger.webhookId).toMatch(/^[0-9a-f-]{36}$/);
    expect(into(trigger.name)).toEqual(['Chat memory -ai_memory->']);
    const agent = one('@n8n/n8n-nodes-langchain.agent');
    expect(agent.parameters.options).toMatchObject({ enableStreaming: true });
    expect(into(agent.name).sort()).toEqual([
      'Booking link -ai_tool->',
      'Chat memory -ai_memory->',
      'Chat model -ai_languageModel->',
      'Hand over to a person -ai_tool->',
      'Settings -main->',
      'Site knowledge -ai_tool->',
    ]);
  });

  it('keeps a short memory per chat session', () => {
    const memory = one('@n8n/n8n-nodes-langchain.memoryBufferWindow');
    expect(memory.parameters.sessionIdType).toBe('fromInput');
    expect(memory.parameters.contextWindowLength).toBeLessThanOrEqual(10);
  });

  it('talks to any OpenAI-compatible chat-completions API', () => {
    const model = one('@n8n/n8n-nodes-langchain.lmChatOpenAi');
    // Chat completions, not OpenAI's Responses API: OpenRouter, Ollama and LiteLLM speak it.
    expect(model.parameters.responsesApiEnabled).toBe(false);
    expect(model.parameters.builtInTools).toBeUndefined();
    expect(model.parameters.model).toMatchObject({ mode: 'id' });
  });

  it("has only three tools, each reading the site's knowledge file for the visitor's language", () => {
    const tools = Object.entries(workflow.connections)
      .filter(([, outputs]) => outputs.ai_tool)
      .map(([source]) => workflow.nodes.find((n) => n.name === source)!);
    expect(tools.map((t) => t.name)).toEqual([
      'Site knowledge',
      'Booking link',
      'Hand over to a person',
    ]);
    const language = "{{ $('Settings').first().json.language }}";
    const knowledgeUrl = `={{ $('Settings').first().json.siteUrl }}${agentKnowledgePath('en').replace('/en.', `/${language}.`)}`;
    for (const tool of tools) {
      expect(tool.type).toBe('n8n-nodes-base.httpRequestTool');
      expect(tool.parameters.method ?? 'GET').toBe('GET');
      expect(tool.parameters.url).toBe(knowledgeUrl);
      // No parameter the model fills in: it can call the tool, not choose what it fetches.
      expect(JSON.stringify(tool.parameters)).not.toContain('$fromAI');
    }
    expect(tools.map((t) => t.parameters.dataField)).toEqual([undefined, 'booking', 'handover']);
    // Nothing else runs code or reaches out.
    for (const node of workflow.nodes) {
      expect(node.type).not.toMatch(/code|function|toolWorkflow|mcp|search|executeCommand/i);
    }
  });

  it('sets the site address in one place and the language from the chat, English otherwise', () => {
    expect(assignment('siteUrl')).toBe('REPLACE_WITH_SITE_URL');
    const language = assignment('language');
    for (const locale of locales) expect(language).toContain(`'${locale}'`);
    expect(language).toMatch(/metadata\?\.language.*: 'en'/);
  });

  it('tells the agent the rules the site relies on', () => {
    const agent = one('@n8n/n8n-nodes-langchain.agent');
    const system = (agent.parameters.options as { systemMessage: string }).systemMessage;
    expect(system.startsWith('=')).toBe(true);
    expect(system).toContain('You are an AI');
    expect(system).toContain('{{ $json.languageName }}');
    expect(system).toContain('"Site knowledge"');
    expect(system).toContain('"Booking link"');
    expect(system).toContain('"Hand over to a person"');
    expect(system).toContain(HANDOVER_MARKER);
    expect(system).toMatch(/Never write any other link/);
  });
});
