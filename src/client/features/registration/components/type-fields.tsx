/**
 * The fields each registration type adds to the unified form (spec §3). Every field is named once:
 * its id, label, options and error all follow from its name under userData.
 */
import { useTranslation } from '../../../i18n/react.tsx';
import {
  AGE_GROUPS,
  AREAS_OF_INTEREST,
  COACHING_INTEREST,
  CONCERN_CATEGORIES,
  CONSULTANCY_DAYS,
  CONSULTANCY_MODES,
  CONSULTANCY_TIMES,
  HEAR_ABOUT,
  LEARNING_FORMATS,
  MOTIVATIONS,
  PROBLEM_SOLVING_STYLES,
  SCIENCES,
  WEBINAR_EXPECTATIONS,
  YES_NO,
} from '../../../../shared/registration-choices.ts';
import { boxOf, choiceOf, fieldOf, type FormFailure } from '../../../components/ui/form/action-form.tsx';
import { CheckboxField, ChoiceField } from '../../../components/ui/form/choice-fields.tsx';
import { SelectField, TextAreaField, TextField, type TextFieldProps } from '../../../components/ui/form/text-fields.tsx';
import { optionsOf } from '../lib/options.ts';

interface Props {
  /** The refusal of the last post (its messages and the values it kept). */
  failure: FormFailure | undefined;
}

interface Place {
  className?: string;
  /** The options' group in the translations, when it is not the field's name. */
  group?: string;
}

/** A registration field's id in the page: reg-<name> (its name in the form is userData.<name>). */
export const regId = (name: string) => `reg-${name}`;

/** The registration's fields by name (reg-<name>, register.fields.<name>, userData.<name>), as the last post kept them. */
function useTypeFields({ failure }: Props) {
  const { t } = useTranslation('registration');
  const id = (name: string) => ({ id: regId(name) });
  const label = (name: string) => t(`register.fields.${name}`);
  return {
    input: (name: string, props: Omit<TextFieldProps, 'label'>) => <TextField {...fieldOf(failure, 'reg', `userData.${name}`)} {...id(name)} label={label(name)} {...props} />,
    select: (name: string, values: readonly string[], { className, group = name }: Place = {}) => (
      <SelectField {...fieldOf(failure, 'reg', `userData.${name}`)} {...id(name)} className={className} label={label(name)} placeholder={t('register.choose')} options={optionsOf(t, group, values)} />
    ),
    choice: (name: string, values: readonly string[], { className, group = name, columns = 2, multiple, required }: Place & { columns?: 2 | 3; multiple?: boolean; required?: boolean } = {}) => (
      <ChoiceField
        {...choiceOf(failure, 'reg', `userData.${name}`, multiple ? [] : '')}
        {...id(name)}
        className={className}
        legend={label(name)}
        options={optionsOf(t, group, values)}
        columns={columns}
        multiple={multiple}
        required={required}
      />
    ),
    text: (name: string, { className, rows = 3, placeholder = 'text' }: Place & { rows?: number; placeholder?: string } = {}) => (
      <TextAreaField {...fieldOf(failure, 'reg', `userData.${name}`)} {...id(name)} className={className} label={label(name)} rows={rows} placeholder={t(`register.placeholders.${placeholder}`)} />
    ),
    consent: (name: string) => <CheckboxField {...boxOf(failure, 'reg', `userData.${name}`)} {...id(name)} className="sm:col-span-2" label={label(name)} />,
  };
}

const WIDE = 'sm:col-span-2';

export function ConsultancyFields(props: Props) {
  const { t } = useTranslation('registration');
  const { input, select, choice, text, consent } = useTypeFields(props);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {select('ageGroup', AGE_GROUPS)}
      {input('occupation', { placeholder: t('register.placeholders.occupation'), autoComplete: 'organization-title' })}
      {input('whatsapp', { type: 'tel', inputMode: 'tel', placeholder: t('register.placeholders.phone') })}
      {choice('preferredMode', CONSULTANCY_MODES)}
      {select('preferredDay', CONSULTANCY_DAYS)}
      {select('preferredTime', CONSULTANCY_TIMES)}
      {select('concernCategory', CONCERN_CATEGORIES, { className: WIDE })}
      {text('concernDescription', { className: WIDE, rows: 4, placeholder: 'concernDescription' })}
      {consent('consultancyConsent')}
    </div>
  );
}

export function WebinarFields(props: Props) {
  const { select, choice, text, consent } = useTypeFields(props);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {choice('areaOfInterest', AREAS_OF_INTEREST, { className: WIDE, columns: 3, required: true })}
      {select('hearAbout', HEAR_ABOUT)}
      {select('motivation', MOTIVATIONS)}
      {choice('expectations', WEBINAR_EXPECTATIONS, { className: WIDE, multiple: true })}
      {choice('attendedBefore', YES_NO, { group: 'yesNo' })}
      {text('currentChallenges')}
      {consent('receiveUpdates')}
      {consent('webinarConsent')}
    </div>
  );
}

export function CourseFields(props: Props) {
  const { select, choice, text, consent } = useTypeFields(props);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {choice('learningFormat', LEARNING_FORMATS, { className: WIDE, columns: 3, required: true })}
      {text('courseMotivation')}
      {text('courseExpectations')}
      {text('challenges')}
      {text('balanceStruggles')}
      {text('happinessBlocks')}
      {text('desiredResults')}
      {select('coachingInterest', COACHING_INTEREST)}
      {select('problemSolvingStyle', PROBLEM_SOLVING_STYLES)}
      {choice('sciencesInterest', SCIENCES, { className: WIDE, columns: 3, multiple: true, group: 'sciences' })}
      {consent('courseConsent')}
    </div>
  );
}
