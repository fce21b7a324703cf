import t from 'tap';
import { memberLabel } from '../src/member-label.ts';

t.test('a member is shown by initials from the address and a masked address, never the address itself', async (t) => {
  const cases: Array<[string, string]> = [
    ['kagiso.moeng@gmail.com', 'K. M. · k***@gmail.com'],
    ['neo@gaborone.bw', 'N. · n***@gaborone.bw'],
    ['thabo-kgosi+promo@mail.com', 'T. K. · t***@mail.com'],
    ['élise.ünal@example.fr', 'É. Ü. · é***@example.fr'],
    ['_.-@example.com', '_***@example.com'],
  ];
  for (const [email, label] of cases) {
    t.equal(memberLabel(email), label, email);
    t.notOk(memberLabel(email).includes(email.split('@')[0]!.slice(1) || '\u0000'), `${email}: no more of the local part than its first character`);
  }
});
