/**
 * Site content (issue 20): the practice's content the founder edits herself, a form per section
 * (the home page's words with a preview, issue 51; founder, contact details, social links, books, featured video, testimonials, stats, FAQ, policy
 * texts), each text in English, Hindi and Gujarati with what is missing marked. A save shows on the
 * site at once; a section still holding the sample says so.
 */
import { LANGUAGES } from '../../../../shared/constants.ts';
import { SOCIAL_NETWORKS, STAT_KEYS, type SectionValue, type SiteContent, type SiteContentSection } from '../../../../shared/contracts/site-content.ts';
import { CheckboxField } from '../../../components/ui/form/choice-fields.tsx';
import { SelectField } from '../../../components/ui/form/text-fields.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import { useSiteContent } from '../api/site-content.ts';
import { ImageField } from './image-field.tsx';
import { HomeTextsFields } from './site-content-home.tsx';
import { emptyLocalized, ListField, LocalizedField, PlainField, SectionForm, type SectionEditor } from './site-content-fields.tsx';
import { ErrorState, Loading, TabHeader } from './states.tsx';

type Editor<S extends SiteContentSection> = SectionEditor<SectionValue<S>>;
const loose = <V,>(editor: SectionEditor<V>) => editor as unknown as SectionEditor<unknown>;

/** A whole number typed as text is sent as a number; anything else as it is (the schema then says what is wrong). */
const numberOr = (v: unknown) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : v);

export function SiteContentTab() {
  const { t } = useTranslation('content');
  const query = useSiteContent();
  return (
    <section aria-labelledby="site-content-heading" data-testid="site-content-tab">
      <TabHeader id="site-content-heading" title={t('title')} description={t('description')} />
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => query.refetch()} />
      ) : (
        <Sections content={query.data.content} missing={query.data.missing} />
      )}
    </section>
  );
}

function Sections({ content, missing }: { content: SiteContent; missing: string[] }) {
  const { t } = useTranslation('content');
  const common = <S extends SiteContentSection>(section: S) => ({
    section,
    sample: content.sample.includes(section),
    missing: missing.filter((m) => m.startsWith(`${section}.`)).length,
  });
  return (
    <div className="space-y-6">
      <SectionForm {...common('home')} initial={content.home}>
        {(editor: Editor<'home'>) => <HomeTextsFields editor={editor} />}
      </SectionForm>

      <SectionForm {...common('founder')} initial={content.founder}>
        {(editor: Editor<'founder'>) => (
          <>
            <LocalizedField editor={loose(editor)} path="name" label={t('sections.founder.name')} required />
            <ImageField label={t('sections.founder.photo')} value={editor.value.photo || undefined} onChange={(path) => editor.set('photo', path ?? '')} purpose="general" error={editor.errors.photo} />
            <LocalizedField editor={loose(editor)} path="bio" label={t('sections.founder.bio')} multiline rows={5} />
            <LocalizedField editor={loose(editor)} path="credentials" label={t('sections.founder.credentials')} hint={t('sections.founder.credentialsHint')} multiline rows={4} />
          </>
        )}
      </SectionForm>

      <SectionForm {...common('contact')} initial={content.contact}>
        {(editor: Editor<'contact'>) => (
          <>
            <div className="grid gap-5 sm:grid-cols-2">
              <PlainField editor={loose(editor)} path="phone" type="tel" inputMode="tel" label={t('sections.contact.phone')} hint={t('sections.contact.phoneHint')} />
              <PlainField editor={loose(editor)} path="whatsapp" type="tel" inputMode="tel" label={t('sections.contact.whatsapp')} />
              <PlainField editor={loose(editor)} path="email" type="email" inputMode="email" label={t('sections.contact.email')} />
            </div>
            <LocalizedField editor={loose(editor)} path="address" label={t('sections.contact.address')} />
            <LocalizedField editor={loose(editor)} path="hours" label={t('sections.contact.hours')} hint={t('sections.contact.hoursHint')} multiline />
          </>
        )}
      </SectionForm>

      <SectionForm {...common('social')} initial={content.social}>
        {(editor: Editor<'social'>) => (
          <>
            <p className="text-sm text-slate-600">{t('sections.social.hint')}</p>
            <div className="grid gap-5 sm:grid-cols-2">
              {SOCIAL_NETWORKS.map((name) => (
                <PlainField key={name} editor={loose(editor)} path={name} type="url" inputMode="url" label={t(`sections.social.${name}`)} />
              ))}
            </div>
          </>
        )}
      </SectionForm>

      <SectionForm
        {...common('books')}
        initial={content.books}
        toInput={(v) => ({ items: v.items.map((b) => ({ ...b, editions: b.editions.map((e) => ({ ...e, year: e.year === null || String(e.year).trim() === '' ? null : numberOr(e.year) })) })) })}
      >
        {(editor: Editor<'books'>) => (
          <ListField
            items={editor.value.items}
            onChange={(items) => editor.set('items', items)}
            make={() => ({ title: emptyLocalized(), description: emptyLocalized(), cover: '', editions: [{ language: 'en' as const, year: null, stores: [] }] })}
            itemLabel={(n) => t('sections.books.item', { n })}
            addLabel={t('sections.books.add')}
            error={editor.errors.items}
          >
            {(book, b) => (
              <>
                <LocalizedField editor={loose(editor)} path={`items.${b}.title`} label={t('sections.books.bookTitle')} required />
                <LocalizedField editor={loose(editor)} path={`items.${b}.description`} label={t('sections.books.description')} multiline />
                <ImageField label={t('sections.books.cover')} value={book.cover || undefined} onChange={(path) => editor.set(`items.${b}.cover`, path ?? '')} purpose="general" error={editor.errors[`items.${b}.cover`]} />
                <ListField
                  items={book.editions}
                  onChange={(editions) => editor.set(`items.${b}.editions`, editions)}
                  make={() => ({ language: 'gu' as const, year: null, stores: [] })}
                  itemLabel={(n) => t('sections.books.edition', { n })}
                  addLabel={t('sections.books.addEdition')}
                  error={editor.errors[`items.${b}.editions`]}
                >
                  {(edition, e) => (
                    <>
                      <div className="grid gap-5 sm:grid-cols-2">
                        <SelectField
                          id={`${editor.id}-items.${b}.editions.${e}.language`}
                          label={t('sections.books.language')}
                          options={LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
                          value={edition.language}
                          error={editor.errors[`items.${b}.editions.${e}.language`]}
                          onChange={(ev) => editor.set(`items.${b}.editions.${e}.language`, ev.target.value)}
                        />
                        <PlainField editor={loose(editor)} path={`items.${b}.editions.${e}.year`} inputMode="numeric" label={t('sections.books.year')} />
                      </div>
                      <ListField
                        items={edition.stores}
                        onChange={(stores) => editor.set(`items.${b}.editions.${e}.stores`, stores)}
                        make={() => ({ name: '', url: '' })}
                        itemLabel={(n) => t('sections.books.store', { n })}
                        addLabel={t('sections.books.addStore')}
                      >
                        {(_store, s) => (
                          <div className="grid gap-5 sm:grid-cols-2">
                            <PlainField editor={loose(editor)} path={`items.${b}.editions.${e}.stores.${s}.name`} label={t('sections.books.storeName')} />
                            <PlainField editor={loose(editor)} path={`items.${b}.editions.${e}.stores.${s}.url`} type="url" inputMode="url" label={t('sections.books.storeUrl')} />
                          </div>
                        )}
                      </ListField>
                    </>
                  )}
                </ListField>
              </>
            )}
          </ListField>
        )}
      </SectionForm>

      <SectionForm {...common('video')} initial={content.video}>
        {(editor: Editor<'video'>) => (
          <>
            <PlainField editor={loose(editor)} path="youtubeId" label={t('sections.video.youtubeId')} hint={t('sections.video.youtubeIdHint')} />
            <LocalizedField editor={loose(editor)} path="title" label={t('sections.video.videoTitle')} />
          </>
        )}
      </SectionForm>

      <SectionForm {...common('testimonials')} initial={content.testimonials}>
        {(editor: Editor<'testimonials'>) => (
          <ListField
            items={editor.value.items}
            onChange={(items) => editor.set('items', items)}
            make={() => ({ quote: emptyLocalized(), name: '', detail: emptyLocalized(), consent: false })}
            itemLabel={(n) => t('sections.testimonials.item', { n })}
            addLabel={t('sections.testimonials.add')}
            error={editor.errors.items}
          >
            {(item, i) => (
              <>
                <LocalizedField editor={loose(editor)} path={`items.${i}.quote`} label={t('sections.testimonials.quote')} multiline required />
                <PlainField editor={loose(editor)} path={`items.${i}.name`} label={t('sections.testimonials.name')} />
                <LocalizedField editor={loose(editor)} path={`items.${i}.detail`} label={t('sections.testimonials.detail')} />
                <div>
                  <CheckboxField
                    id={`${editor.id}-items.${i}.consent`}
                    label={t('sections.testimonials.consent')}
                    checked={item.consent}
                    onChange={(e) => editor.set(`items.${i}.consent`, e.target.checked)}
                    error={editor.errors[`items.${i}.consent`]}
                    data-testid={`consent-${i}`}
                  />
                  <p className="text-xs text-slate-600">{t('sections.testimonials.consentHint')}</p>
                </div>
              </>
            )}
          </ListField>
        )}
      </SectionForm>

      <SectionForm {...common('stats')} initial={content.stats} toInput={(v) => Object.fromEntries(STAT_KEYS.map((k) => [k, numberOr(v[k])]))}>
        {(editor: Editor<'stats'>) => (
          <div className="grid gap-5 sm:grid-cols-2">
            {STAT_KEYS.map((k) => (
              <PlainField key={k} editor={loose(editor)} path={k} inputMode="numeric" label={t(`sections.stats.${k}`)} />
            ))}
          </div>
        )}
      </SectionForm>

      <SectionForm {...common('faq')} initial={content.faq}>
        {(editor: Editor<'faq'>) => (
          <ListField
            items={editor.value.items}
            onChange={(items) => editor.set('items', items)}
            make={() => ({ q: emptyLocalized(), a: emptyLocalized() })}
            itemLabel={(n) => t('sections.faq.item', { n })}
            addLabel={t('sections.faq.add')}
            error={editor.errors.items}
          >
            {(_item, i) => (
              <>
                <LocalizedField editor={loose(editor)} path={`items.${i}.q`} label={t('sections.faq.q')} required />
                <LocalizedField editor={loose(editor)} path={`items.${i}.a`} label={t('sections.faq.a')} multiline required />
              </>
            )}
          </ListField>
        )}
      </SectionForm>

      <SectionForm {...common('policies')} initial={content.policies}>
        {(editor: Editor<'policies'>) => (
          <>
            <p className="text-sm text-slate-600">{t('sections.policies.hint')}</p>
            <LocalizedField editor={loose(editor)} path="privacy" label={t('sections.policies.privacy')} multiline rows={8} />
            <LocalizedField editor={loose(editor)} path="refund" label={t('sections.policies.refund')} multiline rows={8} />
          </>
        )}
      </SectionForm>
    </div>
  );
}
