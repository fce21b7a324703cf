import { Transform, pipeline } from 'node:stream';
import fp from 'fastify-plugin';
import { JsonTooDeep } from '../../errors.ts';
import { jsonDepthMeter } from '../../lib/platform/json-depth.ts';

/**
 * Every JSON body, on every route (webhooks included, whatever parser they use), is measured for depth while it
 * arrives: a body nested deeper than any of ours is a 400 before any parser or recursive validator sees it.
 */
export default fp(
  async function jsonBody(app) {
    app.addHook('preParsing', async (request, _reply, payload) => {
      if (!/json/i.test(request.headers['content-type'] ?? '')) return payload;
      const tooDeep = jsonDepthMeter();
      let received = 0;
      const measured = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          received += chunk.length;
          (measured as unknown as { receivedEncodedLength: number }).receivedEncodedLength = received;
          callback(tooDeep(chunk) ? new JsonTooDeep() : null, chunk);
        },
      });
      return pipeline(payload, measured, () => {});
    });
  },
  { name: 'json-body' },
);
