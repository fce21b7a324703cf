import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { messages } from '@guidepass/domain/messages';
import { reasonNamesSupport } from '@guidepass/domain/support';
import { SalespersonCloseMatch } from '../../../components/SalespersonCloseMatch.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { InvalidFieldContext, MessageIdContext } from '../../../components/ui/field-problem.ts';
import { MessageArea } from '../../../components/ui/MessageArea.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { uiText } from '../../../config/missing-messages.ts';
import { rememberedReferralCode } from '../../../lib/remembered-referral.ts';
import { splitFullName } from '../../../lib/salesperson-close-match.ts';
import { useSalespersonAnswer } from '../hooks/use-salesperson-answer.ts';
import '../../../components/salesperson.css';

type Way = 'code' | 'name' | 'nobody';

/**
 * Asked once, before paying, of a member with no real salesperson (a Google or Facebook sign-up without a link):
 * "Who sold you guidepass?" — a referral code, a name (matched against existing salespeople, with "Did you mean
 * …?"), or nobody. A code this tab came with (a salesperson's link) is filled in.
 */
export function SalespersonQuestion({ onAnswered }: { onAnswered(): Promise<unknown> }) {
  const answer = useSalespersonAnswer(onAnswered);
  const [remembered] = useState(rememberedReferralCode);
  const [way, setWay] = useState<Way | null>(remembered ? 'code' : null);
  const [code, setCode] = useState(remembered ?? '');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [problem, setProblem] = useState<{ text: string; field: string } | null>(null);
  const titleId = useId();
  const messageId = useId();
  const form = useRef<HTMLFormElement>(null);

  const message = problem?.text ?? answer.message?.text ?? null;
  const invalidField = problem?.field ?? answer.invalidField;
  useEffect(() => {
    if (invalidField === null) return;
    form.current?.querySelector<HTMLElement>(`[name="${invalidField}"]`)?.focus({ preventScroll: true });
  }, [invalidField, answer.message, problem]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (way === 'nobody') return void answer.send({ nobody: true });
    if (way === 'code') {
      if (code.trim() === '') return setProblem({ text: uiText.referralCodeMissing, field: 'referralCode' });
      return void answer.send({ referralCode: code.trim() });
    }
    if (way === 'name') {
      if (firstName.trim() === '') return setProblem({ text: messages.salespersonNameRequired, field: 'firstName' });
      if (lastName.trim() === '') return setProblem({ text: messages.salespersonNameRequired, field: 'lastName' });
      return void answer.send({ firstName: firstName.trim(), lastName: lastName.trim() });
    }
    setProblem({ text: uiText.salespersonWayMissing, field: 'salesperson-way' });
  };
  const typeName = (set: (value: string) => void) => (value: string) => {
    set(value);
    answer.clearCloseMatch();
  };
  const chooseSuggestion = (fullName: string) => {
    const names = splitFullName(fullName);
    setFirstName(names.firstName);
    setLastName(names.lastName);
    void answer.send(names);
  };

  return (
    <section className="salesperson-question" aria-labelledby={titleId}>
      <h2 id={titleId}>{uiText.salespersonQuestionTitle}</h2>
      <p className="note">{uiText.salespersonQuestionHint}</p>
      <form className="form" ref={form} onSubmit={submit} noValidate>
        <MessageIdContext.Provider value={messageId}>
          <InvalidFieldContext.Provider value={invalidField}>
            <fieldset className="choices">
              <legend>{uiText.salespersonAnswerLegend}</legend>
              <WayChoice way="code" chosen={way} onChoose={setWay} label={uiText.salespersonByCode} />
              <WayChoice way="name" chosen={way} onChoose={setWay} label={uiText.salespersonByName} />
              <WayChoice way="nobody" chosen={way} onChoose={setWay} label={uiText.salespersonNobody} />
            </fieldset>
            {way === 'code' ? (
              <TextField
                label={uiText.referralCodeAnswerLabel}
                name="referralCode"
                autoComplete="off"
                autoCapitalize="characters"
                value={code}
                onChange={(e) => setCode(e.target.value)}
              />
            ) : null}
            {way === 'name' ? (
              <>
                <TextField
                  label={uiText.salespersonFirstNameLabel}
                  name="firstName"
                  autoComplete="off"
                  value={firstName}
                  onChange={(e) => typeName(setFirstName)(e.target.value)}
                />
                <TextField
                  label={uiText.salespersonLastNameLabel}
                  name="lastName"
                  autoComplete="off"
                  value={lastName}
                  onChange={(e) => typeName(setLastName)(e.target.value)}
                />
                {answer.closeMatch ? (
                  <SalespersonCloseMatch
                    match={answer.closeMatch}
                    typedName={`${firstName.trim()} ${lastName.trim()}`}
                    busy={answer.busy}
                    onChoose={chooseSuggestion}
                    onAddTyped={() => void answer.send({ firstName: firstName.trim(), lastName: lastName.trim(), confirmNewSalesperson: true })}
                  />
                ) : null}
              </>
            ) : null}
            <MessageArea message={message} messageKey={problem ? undefined : answer.message?.key} support={!problem && reasonNamesSupport(answer.message?.reason)} id={messageId} />
            <Button type="submit" busy={answer.busy} busyText={uiText.salespersonSaving}>
              {uiText.salespersonAnswer}
            </Button>
          </InvalidFieldContext.Provider>
        </MessageIdContext.Provider>
      </form>
    </section>
  );
}

function WayChoice({ way, chosen, onChoose, label }: { way: Way; chosen: Way | null; onChoose(way: Way): void; label: string }) {
  return (
    <label className="choice salesperson-way">
      <input type="radio" name="salesperson-way" value={way} checked={chosen === way} onChange={() => onChoose(way)} />
      <span>{label}</span>
    </label>
  );
}
