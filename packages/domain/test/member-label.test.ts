import t from 'tap';
import { memberLabel, memberShortName } from '../src/member-label.ts';

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

t.test('a member is told apart by a first name and an initial from the address, never the address itself', async (t) => {
  const cases: Array<[string, string]> = [
    ['kagiso.moeng@gmail.com', 'Kagiso M.'],
    ['NEO@gaborone.bw', 'Neo'],
    ['thabo-kgosi+promo@mail.com', 'Thabo K.'],
    ['élise.ünal@example.fr', 'Élise Ü.'],
    ['tumi.c.w@example.com', 'Tumi C.'],
    ['tebogo.c.w@example.com', 'Tebogo C.'],
    ['_.-@example.com', ''],
    ['007.bond@example.com', 'Bond'],
  ];
  for (const [email, name] of cases) {
    t.equal(memberShortName(email), name, email);
    t.notOk(memberShortName(email).includes('@'), `${email}: no address`);
  }
});
