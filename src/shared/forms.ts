/**
 * The form definition (spec §3 "Form definition", "Field definition"): one schema for the builder,
 * the visitor's renderer and the server's check of a submission.
 */
import { z } from 'zod';
import { FIELD_TYPES, FORM_TYPES } from './constants.ts';

export const fieldOptionSchema = z.object({
  value: z.string().min(1).max(200),
  label: z.string().min(1).max(200),
});
export type FieldOption = z.infer<typeof fieldOptionSchema>;

/** Labels of a field in Hindi or Gujarati; anything missing falls back to the field's own text. */
const fieldTranslationSchema = z.object({
  label: z.string().max(500).optional(),
  placeholder: z.string().max(500).optional(),
  options: z.record(z.string(), z.string().max(200)).optional(),
});

export const fieldDefinitionSchema = z.object({
  id: z.string().min(1).max(100),
  type: z.enum(FIELD_TYPES),
  label: z.string().min(1).max(500),
  placeholder: z.string().max(500).optional(),
  required: z.boolean().default(false),
  options: z.array(fieldOptionSchema).max(100).optional(),
  translations: z.object({ hi: fieldTranslationSchema.optional(), gu: fieldTranslationSchema.optional() }).optional(),
  /** Show this field only when another field has the given value (spec: simple conditional logic). */
  showWhen: z.object({ fieldId: z.string().min(1), equals: z.string() }).optional(),
});
export type FieldDefinition = z.infer<typeof fieldDefinitionSchema>;

/** A form's title and description in Hindi or Gujarati; a missing one shows the English text. */
const formTextSchema = z.object({ title: z.string().trim().max(200).optional(), description: z.string().trim().max(2000).optional() });
export const formTranslationsSchema = z.object({ hi: formTextSchema.optional(), gu: formTextSchema.optional() });
export type FormTranslations = z.infer<typeof formTranslationsSchema>;

export const formDefinitionSchema = z.object({
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().max(2000).optional(),
  translations: formTranslationsSchema.optional(),
  type: z.enum(FORM_TYPES).default('custom'),
  fields: z.array(fieldDefinitionSchema).min(1).max(200),
  isActive: z.boolean().default(true),
});
export type FormDefinitionInput = z.infer<typeof formDefinitionSchema>;

export const formSchema = formDefinitionSchema.extend({
  id: z.string(),
  version: z.number().int(),
  description: z.string().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Form = z.infer<typeof formSchema>;
