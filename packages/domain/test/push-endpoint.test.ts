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

t.test('an endpoint is allowed only with a clean path: no dot segments, encoded slashes or backslashes', async (t) => {
  const refused: Array<[string, string]> = [
    ['a parent segment', 'https://fcm.googleapis.com/fcm/../admin'],
    ['a current segment', 'https://fcm.googleapis.com/fcm/./send/abc'],
    ['a trailing parent segment', 'http://127.0.0.1:4010/push/send/..'],
    ['an encoded parent segment', 'http://127.0.0.1:4010/push/%2e%2e/_control/x'],
    ['a half-encoded parent segment', 'http://127.0.0.1:4010/push/.%2E/_control/x'],
    ['an encoded current segment', 'https://fcm.googleapis.com/%2e/fcm/send/abc'],
    ['an encoded slash', 'https://fcm.googleapis.com/fcm/send/..%2fadmin'],
    ['an encoded slash in capitals', 'https://fcm.googleapis.com/fcm%2Fsend/abc'],
    ['an encoded backslash', 'https://fcm.googleapis.com/fcm/send%5c..%5cadmin'],
    ['an encoded backslash in capitals', 'https://fcm.googleapis.com/fcm/send%5Cabc'],
    ['a raw backslash', 'https://fcm.googleapis.com/fcm\\send/abc'],
    ['a raw backslash as a parent segment', 'http://127.0.0.1:4010/push/send\\..\\_control'],
    ['a newline splitting a parent segment', 'http://127.0.0.1:4010/push/.\n./_control'],
    ['a tab', 'https://fcm.googleapis.com/fcm/send/a\tb'],
  ];
  for (const [what, endpoint] of refused) t.notOk(isAllowedPushEndpoint(endpoint, origins), what);
  t.ok(isAllowedPushEndpoint('https://wns2-par02p.notify.windows.com/w/?token=BQYAAA%2fx%2Bq%3d', origins), 'encoded characters in the query');
  t.ok(isAllowedPushEndpoint('https://fcm.googleapis.com/fcm/send/a.b..c:APA91b-x_y', origins), 'dots inside a segment');
  t.ok(isAllowedPushEndpoint('https://fcm.googleapis.com/fcm/send/abc%20def', origins), 'other percent-encodings in the path');
});
