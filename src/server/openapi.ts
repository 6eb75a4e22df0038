/** /openapi.json, generated from the zod request schemas. */
import { z } from 'zod';
import { AskBodySchema, ChatBodySchema, FactsQuerySchema, NeighbourhoodQuerySchema, QuestionGraphQuerySchema, PageParamsSchema } from './schemas.js';

const errorResponse = {
  description: 'an error: { error: { code, message, hint } }',
  content: {
    'application/json': {
      schema: {
        type: 'object',
        properties: { error: { type: 'object', properties: { code: { type: 'string' }, message: { type: 'string' }, hint: { type: 'string' } }, required: ['code', 'message'] } },
        required: ['error'],
      },
    },
  },
};

const json = (description: string) => ({ description, content: { 'application/json': { schema: { type: 'object' } } } });

function parameters(schema: z.ZodObject, where: 'query' | 'path'): object[] {
  const js = z.toJSONSchema(schema, { io: 'input' }) as { properties?: Record<string, object>; required?: string[] };
  return Object.entries(js.properties ?? {}).map(([name, s]) => ({ name, in: where, required: where === 'path' || (js.required ?? []).includes(name), schema: s }));
}

export function openApiDocument(version: string): object {
  const body = (schema: z.ZodType) => ({ required: true, content: { 'application/json': { schema: z.toJSONSchema(schema, { io: 'input' }) } } });
  const errors = { '400': errorResponse, '401': errorResponse, '404': errorResponse, '413': errorResponse, '503': errorResponse };
  return {
    openapi: '3.1.0',
    info: { title: 'hybridrag', version, description: 'Question answering over earnings-call transcripts: vector, knowledge-graph and hybrid retrieval.' },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    security: [{ bearer: [] }],
    paths: {
      '/api/ask': {
        post: {
          summary: 'answer a question with citations (the `ask --json` object); send Accept: text/event-stream for events scope, contexts, answer, done',
          requestBody: body(AskBodySchema),
          responses: { '200': { ...json('the answer'), content: { 'application/json': { schema: { type: 'object' } }, 'text/event-stream': { schema: { type: 'string' } } } }, ...errors },
        },
      },
      '/api/status': { get: { summary: 'what the workdir holds (`status --json`)', responses: { '200': json('status'), ...errors } } },
      '/api/companies': { get: { summary: 'companies with ticker and quarters', responses: { '200': json('companies'), ...errors } } },
      '/api/documents': { get: { summary: 'ingested documents with page counts', responses: { '200': json('documents'), ...errors } } },
      '/api/documents/{id}/pages/{n}': { get: { summary: "a page's text", parameters: parameters(PageParamsSchema, 'path'), responses: { '200': json('page'), ...errors } } },
      '/api/facts': { get: { summary: "a company's stored facts (`facts --json`), each with its document's file name", parameters: parameters(FactsQuerySchema, 'query'), responses: { '200': json('{company, facts}'), ...errors } } },
      '/api/eval/latest': { get: { summary: "the workdir's latest `hybridrag eval`: dataset, time, report folder and metrics.json", responses: { '200': json('the latest evaluation'), ...errors } } },
      '/api/eval/latest/report.html': { get: { summary: "the latest evaluation's report.html", responses: { '200': { description: 'HTML', content: { 'text/html': {} } }, ...errors } } },
      '/api/graph/question': { get: { summary: 'the graph around the entities a question links to (as graph retrieval links them)', parameters: parameters(QuestionGraphQuerySchema, 'query'), responses: { '200': json('linked node ids, nodes and edges'), ...errors } } },
      '/api/graph/neighbourhood': { get: { summary: "an entity's graph neighbourhood (`graph show --json`)", parameters: parameters(NeighbourhoodQuerySchema, 'query'), responses: { '200': json('neighbourhood'), ...errors } } },
      '/v1/chat/completions': { post: { summary: 'OpenAI chat completions (models hybridrag-<mode>)', requestBody: body(ChatBodySchema), responses: { '200': json('chat.completion or SSE chunks'), ...errors } } },
      '/v1/models': { get: { summary: 'OpenAI model list', responses: { '200': json('models') } } },
      '/healthz': { get: { summary: 'liveness (no token needed)', security: [], responses: { '200': json('ok') } } },
    },
  };
}
