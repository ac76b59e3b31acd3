import { useId } from 'react';
import type { LoginWidgetModule, PrivacyCheckbox } from '../../domain/login-widget/login-widget-rules';
import type { LoginWidgetMachine } from '../../domain/login-widget/login-widget.machine';
import { WIDGET_TEXTS } from '../../domain/i18n/widget-texts';
import { MarkupText } from '../consent/markup-text';
import { usePageText, useTexts, type PageTextPicker } from '../i18n/use-texts';
import { useStateSource } from '../shared/use-state-source';

/** The easy-login widget's optional text and radio modules, in the order the page gave them. */
export function LoginWidgetModules(props: { readonly machine: LoginWidgetMachine; readonly onChoose?: (id: string, value: string) => void }) {
  const { machine, onChoose } = props;
  const { modules, choices } = useStateSource(machine);
  const text = usePageText();
  const name = useId();
  return (
    <>
      {modules.map((module) =>
        module.type === 'text' ? (
          <p key={module.id} className="ck-login__text" data-module-id={module.id}>
            {text(module.text)}
          </p>
        ) : (
          <RadioModule
            key={module.id}
            module={module}
            name={`${name}-${module.id}`}
            chosen={choices[module.id]}
            label={text}
            onChoose={(value) => {
              machine.choose(module.id, value);
              onChoose?.(module.id, value);
            }}
          />
        ),
      )}
    </>
  );
}

function RadioModule(props: {
  readonly module: Extract<LoginWidgetModule, { type: 'radio' }>;
  readonly name: string;
  readonly chosen?: string;
  readonly label: PageTextPicker;
  readonly onChoose: (value: string) => void;
}) {
  const { module, name, chosen, label, onChoose } = props;
  return (
    <fieldset className="ck-login__radio" data-module-id={module.id}>
      <legend className="ck-field__label">{label(module.label)}</legend>
      {module.options.map((option) => (
        <label key={option.value} className="ck-login__option">
          <input type="radio" name={name} value={option.value} checked={chosen === option.value} onChange={() => onChoose(option.value)} />
          {label(option.label)}
        </label>
      ))}
    </fieldset>
  );
}

/** The privacy checkboxes: each a native checkbox labelled by its text, whose `[text@url]` parts are links. */
export function PrivacyCheckboxes({ machine }: { readonly machine: LoginWidgetMachine }) {
  const { privacy, ticked } = useStateSource(machine);
  const t = useTexts(WIDGET_TEXTS);
  const text = usePageText();
  const id = useId();
  if (privacy.length === 0) return null;
  return (
    <fieldset className="ck-login__privacy">
      <legend className="ck-visually-hidden">{t.agreements}</legend>
      {privacy.map((checkbox: PrivacyCheckbox) => (
        <div key={checkbox.id} className="ck-login__check">
          <input
            id={`${id}-${checkbox.id}`}
            type="checkbox"
            checked={ticked[checkbox.id] === true}
            onChange={(event) => machine.tick(checkbox.id, event.target.checked)}
          />
          <label htmlFor={`${id}-${checkbox.id}`}>
            <MarkupText source={text(checkbox.label)} />
          </label>
        </div>
      ))}
    </fieldset>
  );
}
