// The embedded postcode list, read once and checked by a schema: a damaged file fails loudly, not every address.
import { z } from 'zod';
import { parsePostcodeList, type PostcodeList } from '../../../shared/domain/address/postcode-check';
import data from './au-postcodes.json' with { type: 'json' };

const fileSchema = z.object({
  source: z.string(),
  postcodes: z.record(z.string().regex(/^\d{4}$/), z.string().regex(/^[A-Z]{2,3}:[^;:]+(;[A-Z]{2,3}:[^;:]+)*$/)),
});

let list: PostcodeList | undefined;

export function postcodeList(): PostcodeList {
  list ??= parsePostcodeList(fileSchema.parse(data).postcodes);
  return list;
}
