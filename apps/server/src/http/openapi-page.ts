/** The parts of an OpenAPI 3 document the page shows; everything else is ignored. */
export interface OpenApiDocument {
  info: { title: string; version: string; description?: string };
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, OpenApiOperation | undefined>>;
  components?: { securitySchemes?: Record<string, { type: string; in?: string; name?: string }> };
}

interface OpenApiOperation {
  tags?: string[];
  summary?: string;
  description?: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean; schema?: unknown }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<
    string,
    { description?: string; content?: Record<string, { schema?: unknown }> }
  >;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Everything interpolated goes through here: descriptions and schemas are data, never markup. */
function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Backticked words of the descriptions become code; the rest stays escaped text. */
function prose(text: string | undefined): string {
  if (!text) return '';
  return escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');
}

function schemaBlock(title: string, schema: unknown): string {
  return `<h4>${escapeHtml(title)}</h4><pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre>`;
}

function operationHtml(method: string, path: string, op: OpenApiOperation): string {
  const secured = (op.security ?? []).flatMap((requirement) => Object.keys(requirement));
  const parameters = (op.parameters ?? []).map(
    (p) =>
      `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${escapeHtml(p.in)}</td>` +
      `<td>${p.required ? 'yes' : 'no'}</td><td><code>${escapeHtml(JSON.stringify(p.schema ?? {}))}</code></td></tr>`,
  );
  const body = op.requestBody?.content?.['application/json']?.schema;
  const responses = Object.entries(op.responses ?? {}).map(([status, response]) =>
    schemaBlock(`Response ${status}`, response.content?.['application/json']?.schema ?? {}),
  );
  return [
    `<section class="op" id="${escapeHtml(`${method}-${path}`)}">`,
    `<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>`,
    op.summary ? `<p class="summary">${prose(op.summary)}</p>` : '',
    `<p>${prose(op.description)}</p>`,
    `<p class="auth">${secured.length > 0 ? `Authentication: ${secured.map(escapeHtml).join(', ')}` : 'Public: no authentication.'}</p>`,
    parameters.length > 0
      ? `<table><tr><th>parameter</th><th>in</th><th>required</th><th>schema</th></tr>${parameters.join('')}</table>`
      : '',
    body === undefined ? '' : schemaBlock('Request body (application/json)', body),
    ...responses,
    '</section>',
  ].join('\n');
}

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#1d2330}
h2{border-bottom:1px solid #d5d9e0;padding-bottom:.3rem;margin-top:2.5rem}
.op{border:1px solid #d5d9e0;border-radius:6px;padding:0 1rem 1rem;margin:1rem 0}
.method{display:inline-block;min-width:4.5rem;text-align:center;border-radius:4px;color:#fff;font-size:.85rem;padding:.1rem .4rem}
.get{background:#2f7d32}.post{background:#1565c0}.put{background:#b26a00}.delete{background:#c62828}.patch{background:#6a1b9a}
pre{background:#f5f6f8;padding:.75rem;overflow:auto;font-size:.8rem;max-height:28rem}
table{border-collapse:collapse;font-size:.85rem}td,th{border:1px solid #d5d9e0;padding:.25rem .5rem;text-align:left;vertical-align:top}
.summary{font-weight:600}.auth{color:#5a6270}`;

/**
 * A self-contained HTML page of the document: operations grouped by tag, each with its method, path,
 * description, parameters and schemas as formatted JSON. No script and no external asset, so it
 * works offline and under any content security policy.
 */
export function renderOpenApiPage(document: OpenApiDocument): string {
  const byTag = new Map<string, string[]>((document.tags ?? []).map((tag) => [tag.name, []]));
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const tag = op.tags?.[0] ?? 'Other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(method, path, op)]);
    }
  }
  const tagDescriptions = new Map((document.tags ?? []).map((t) => [t.name, t.description]));
  const sections = [...byTag].map(
    ([tag, ops]) =>
      `<h2>${escapeHtml(tag)}</h2><p>${prose(tagDescriptions.get(tag))}</p>${ops.join('\n')}`,
  );
  const schemes = Object.entries(document.components?.securitySchemes ?? {}).map(
    ([name, scheme]) =>
      `<li><code>${escapeHtml(name)}</code>: ${escapeHtml(scheme.type)}` +
      `${scheme.in ? ` in ${escapeHtml(scheme.in)}` : ''} <code>${escapeHtml(scheme.name ?? '')}</code></li>`,
  );
  const title = `${document.info.title} ${document.info.version}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><h1>${escapeHtml(title)}</h1><p>${prose(document.info.description)}</p>
<p>Machine-readable: <a href="openapi.json">openapi.json</a> (OpenAPI 3).</p>
<h2>Authentication</h2><ul>${schemes.join('')}</ul>
${sections.join('\n')}
</body></html>
`;
}
