import t from 'tap';
import { isAllowedPushEndpoint } from '../src/push-endpoint.ts';

const origins = ['https://fcm.googleapis.com', 'https://*.notify.windows.com', 'http://127.0.0.1:4010'];

t.test('an endpoint is allowed only at a listed push service', async (t) => {
  t.ok(isAllowedPushEndpoint('https://fcm.googleapis.com/fcm/send/abc', origins));
  t.ok(isAllowedPushEndpoint('https://wns2-par02p.notify.windows.com/w/?token=x', origins));
  t.ok(isAllowedPushEndpoint('http://127.0.0.1:4010/push/send/abc', origins), 'an http origin listed exactly');
  t.notOk(isAllowedPushEndpoint('http://fcm.googleapis.com/fcm/send/abc', origins), 'http where https is listed');
  t.notOk(isAllowedPushEndpoint('https://fcm.googleapis.com:8443/fcm/send/abc', origins), 'another port');
  t.notOk(isAllowedPushEndpoint('https://notify.windows.com/x', origins), 'the wildcard needs a subdomain');
  t.notOk(isAllowedPushEndpoint('https://evil.example/notify.windows.com', origins));
  t.notOk(isAllowedPushEndpoint('https://fcm.googleapis.com.evil.example/x', origins));
  t.notOk(isAllowedPushEndpoint('http://127.0.0.1:5432/', origins), 'an internal address not listed');
  t.notOk(isAllowedPushEndpoint('https://user:pw@fcm.googleapis.com/x', origins), 'credentials');
  t.notOk(isAllowedPushEndpoint('not a url', origins));
});
