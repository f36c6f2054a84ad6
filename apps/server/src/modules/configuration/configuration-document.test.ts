import { defaultFineTuning, defaultSetup, fineTuningSchema } from '@trova/contracts';
import { describe, expect, it } from 'vitest';
import {
  ConfigurationCorruptError,
  decodeConfiguration,
  EMPTY_CONFIGURATION,
  encodeConfiguration,
} from './configuration-document';

describe('configuration document', () => {
  it('decodes what it encodes', () => {
    const configuration = {
      ...EMPTY_CONFIGURATION,
      setup: defaultSetup(),
      fineTuning: { ...defaultFineTuning(), stopwords: ['il'] },
      facetLabels: { color: 'Colore' },
    };
    expect(decodeConfiguration('s1', encodeConfiguration(configuration))).toEqual(configuration);
  });

  it('loads fine tuning saved under older, looser list rules, which a save would refuse now', () => {
    const older = { weights: {}, ips: [], stopwords: ['Rosso', 'rossò'], synonyms: [] };
    const columns = {
      ...encodeConfiguration(EMPTY_CONFIGURATION),
      fine_tuning: JSON.stringify(older),
    };
    expect(decodeConfiguration('s1', columns).fineTuning).toEqual(older);
    expect(fineTuningSchema.safeParse(older).success).toBe(false);
  });

  it('reports a section that does not decode with a stable code, never defaults', () => {
    const columns = encodeConfiguration(EMPTY_CONFIGURATION);
    const broken = { ...columns, fine_tuning: '{"weights":"heavy"}' };
    expect(() => decodeConfiguration('s1', broken)).toThrow(ConfigurationCorruptError);
    let caught: unknown;
    try {
      decodeConfiguration('s1', { ...columns, layout: 'not json' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toMatchObject({
      code: 'configuration-corrupt',
      status: 500,
      section: 'layout',
      details: { shopId: 's1', section: 'layout' },
    });
  });
});
