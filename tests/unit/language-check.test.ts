import { describe, expect, it } from 'vitest';
import { englishParagraphs, proseParagraphs } from '../../tools/lib/blog/language-check';

const german =
  'Ein Workflow in n8n besteht aus Nodes, die Daten von einem Schritt zum nächsten weitergeben. Jeder Node erledigt genau eine Aufgabe, zum Beispiel eine Zeile in einer Tabelle anlegen oder eine Nachricht an einen Kanal senden, und gibt das Ergebnis an den nächsten weiter.';
const english =
  'A workflow in n8n is made of nodes that pass data from one step to the next. Each node does exactly one job, for example adding a row to a spreadsheet or sending a message to a channel, and hands its result to the node that follows it.';

describe('English left in a translated article (i18n:check)', () => {
  it('finds an English paragraph in a German article, and nothing in a German one', () => {
    expect(englishParagraphs(`${german}\n\n${english}`, 'de')).toEqual([
      { detected: 'en', excerpt: expect.stringContaining('A workflow in n8n') },
    ]);
    expect(englishParagraphs(german, 'de')).toEqual([]);
    expect(englishParagraphs(english, 'en')).toEqual([]);
  });

  it('ignores code blocks, tables and short lines', () => {
    const body = `\`\`\`js\n${english}\n\`\`\`\n\n| a | b |\n| - | - |\n| ${english} | x |\n\nShort English line.`;
    expect(proseParagraphs(body)).toEqual([]);
  });
});
