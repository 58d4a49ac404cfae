/** The fields each registration type adds to the unified form (spec §3). */
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
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
import { CheckboxField, ChoiceField, SelectField, TextAreaField, TextField } from '../../../components/ui/form-controls.tsx';
import { optionsOf } from '../lib/options.ts';
import type { RegistrationFormValues } from '../lib/form-values.ts';

interface Props {
  register: UseFormRegister<RegistrationFormValues>;
  errors: FieldErrors<RegistrationFormValues>;
}

const errorOf = (errors: Props['errors'], name: string): string | undefined =>
  (errors.userData as Record<string, { message?: string } | undefined> | undefined)?.[name]?.message;

export function ConsultancyFields({ register, errors }: Props) {
  const { t } = useTranslation('registration');
  const f = (name: string) => t(`register.fields.${name}`);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <SelectField id="reg-ageGroup" label={f('ageGroup')} placeholder={t('register.choose')} options={optionsOf(t, 'ageGroup', AGE_GROUPS)} error={errorOf(errors, 'ageGroup')} {...register('userData.ageGroup')} />
      <TextField id="reg-occupation" label={f('occupation')} placeholder={t('register.placeholders.occupation')} autoComplete="organization-title" error={errorOf(errors, 'occupation')} {...register('userData.occupation')} />
      <TextField id="reg-whatsapp" type="tel" inputMode="tel" label={f('whatsapp')} placeholder={t('register.placeholders.phone')} error={errorOf(errors, 'whatsapp')} {...register('userData.whatsapp')} />
      <ChoiceField id="reg-preferredMode" legend={f('preferredMode')} options={optionsOf(t, 'preferredMode', CONSULTANCY_MODES)} columns={2} error={errorOf(errors, 'preferredMode')} {...register('userData.preferredMode')} />
      <SelectField id="reg-preferredDay" label={f('preferredDay')} placeholder={t('register.choose')} options={optionsOf(t, 'preferredDay', CONSULTANCY_DAYS)} error={errorOf(errors, 'preferredDay')} {...register('userData.preferredDay')} />
      <SelectField id="reg-preferredTime" label={f('preferredTime')} placeholder={t('register.choose')} options={optionsOf(t, 'preferredTime', CONSULTANCY_TIMES)} error={errorOf(errors, 'preferredTime')} {...register('userData.preferredTime')} />
      <SelectField
        id="reg-concernCategory"
        className="sm:col-span-2"
        label={f('concernCategory')}
        placeholder={t('register.choose')}
        options={optionsOf(t, 'concernCategory', CONCERN_CATEGORIES)}
        error={errorOf(errors, 'concernCategory')}
        {...register('userData.concernCategory')}
      />
      <TextAreaField
        id="reg-concernDescription"
        className="sm:col-span-2"
        label={f('concernDescription')}
        placeholder={t('register.placeholders.concernDescription')}
        error={errorOf(errors, 'concernDescription')}
        {...register('userData.concernDescription')}
      />
      <CheckboxField id="reg-consultancyConsent" className="sm:col-span-2" label={f('consultancyConsent')} error={errorOf(errors, 'consultancyConsent')} {...register('userData.consultancyConsent')} />
    </div>
  );
}

export function WebinarFields({ register, errors }: Props) {
  const { t } = useTranslation('registration');
  const f = (name: string) => t(`register.fields.${name}`);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <ChoiceField
        id="reg-areaOfInterest"
        className="sm:col-span-2"
        legend={f('areaOfInterest')}
        required
        options={optionsOf(t, 'areaOfInterest', AREAS_OF_INTEREST)}
        columns={3}
        error={errorOf(errors, 'areaOfInterest')}
        {...register('userData.areaOfInterest')}
      />
      <SelectField id="reg-hearAbout" label={f('hearAbout')} placeholder={t('register.choose')} options={optionsOf(t, 'hearAbout', HEAR_ABOUT)} error={errorOf(errors, 'hearAbout')} {...register('userData.hearAbout')} />
      <SelectField id="reg-motivation" label={f('motivation')} placeholder={t('register.choose')} options={optionsOf(t, 'motivation', MOTIVATIONS)} error={errorOf(errors, 'motivation')} {...register('userData.motivation')} />
      <ChoiceField
        id="reg-expectations"
        className="sm:col-span-2"
        legend={f('expectations')}
        multiple
        options={optionsOf(t, 'expectations', WEBINAR_EXPECTATIONS)}
        columns={2}
        error={errorOf(errors, 'expectations')}
        {...register('userData.expectations')}
      />
      <ChoiceField id="reg-attendedBefore" legend={f('attendedBefore')} options={optionsOf(t, 'yesNo', YES_NO)} columns={2} error={errorOf(errors, 'attendedBefore')} {...register('userData.attendedBefore')} />
      <TextAreaField id="reg-currentChallenges" label={f('currentChallenges')} rows={3} placeholder={t('register.placeholders.text')} error={errorOf(errors, 'currentChallenges')} {...register('userData.currentChallenges')} />
      <CheckboxField id="reg-receiveUpdates" className="sm:col-span-2" label={f('receiveUpdates')} {...register('userData.receiveUpdates')} />
      <CheckboxField id="reg-webinarConsent" className="sm:col-span-2" label={f('webinarConsent')} {...register('userData.webinarConsent')} />
    </div>
  );
}

export function CourseFields({ register, errors }: Props) {
  const { t } = useTranslation('registration');
  const f = (name: string) => t(`register.fields.${name}`);
  const text = (name: string, rows = 3) => (
    <TextAreaField id={`reg-${name}`} label={f(name)} rows={rows} placeholder={t('register.placeholders.text')} error={errorOf(errors, name)} {...register(`userData.${name}`)} />
  );
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <ChoiceField
        id="reg-learningFormat"
        className="sm:col-span-2"
        legend={f('learningFormat')}
        required
        options={optionsOf(t, 'learningFormat', LEARNING_FORMATS)}
        columns={3}
        error={errorOf(errors, 'learningFormat')}
        {...register('userData.learningFormat')}
      />
      {text('courseMotivation')}
      {text('courseExpectations')}
      {text('challenges')}
      {text('balanceStruggles')}
      {text('happinessBlocks')}
      {text('desiredResults')}
      <SelectField id="reg-coachingInterest" label={f('coachingInterest')} placeholder={t('register.choose')} options={optionsOf(t, 'coachingInterest', COACHING_INTEREST)} error={errorOf(errors, 'coachingInterest')} {...register('userData.coachingInterest')} />
      <SelectField id="reg-problemSolvingStyle" label={f('problemSolvingStyle')} placeholder={t('register.choose')} options={optionsOf(t, 'problemSolvingStyle', PROBLEM_SOLVING_STYLES)} error={errorOf(errors, 'problemSolvingStyle')} {...register('userData.problemSolvingStyle')} />
      <ChoiceField
        id="reg-sciencesInterest"
        className="sm:col-span-2"
        legend={f('sciencesInterest')}
        multiple
        options={optionsOf(t, 'sciences', SCIENCES)}
        columns={3}
        error={errorOf(errors, 'sciencesInterest')}
        {...register('userData.sciencesInterest')}
      />
      <CheckboxField id="reg-courseConsent" className="sm:col-span-2" label={f('courseConsent')} {...register('userData.courseConsent')} />
    </div>
  );
}
