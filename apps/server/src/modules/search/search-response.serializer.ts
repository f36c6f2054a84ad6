import { searchResponseSchema, type SearchResponse } from '@trova/contracts';
import fastJson, { type ObjectSchema } from 'fast-json-stringify';
import { z } from 'zod';

/** A search answer serialised as JSON, shaped by the contract's response schema. */
export type SearchResponseJson = string & { readonly __searchResponseJson: true };

const stringify = fastJson(
  z.toJSONSchema(searchResponseSchema, { target: 'draft-7', io: 'input' }) as ObjectSchema,
);

/**
 * The public search's answer as sent, compiled once from the contract's JSON schema: keys the
 * contract does not declare are dropped and a missing required key throws, as the zod serializer
 * would, without validating every answer on the hot path. The types already guarantee the shape;
 * the tests pin the output to the contract's own parse.
 *
 * @example serializeSearchResponse({ results: [], results_count: 0, stats: {} }) // '{"results":[],"results_count":0,"stats":{}}'
 */
export function serializeSearchResponse(response: SearchResponse): SearchResponseJson {
  return stringify(response) as SearchResponseJson;
}
