/**
 * What the builder offers for each field type: the palette's icon, and which settings the type's
 * editor shows (placeholder, required, options). Headers title sections; they have only a label.
 */
import { Calendar, ChevronsUpDown, CircleDot, Clock, Heading2, Mail, Phone, SquareCheck, TextAlignStart, Type, type LucideIcon } from 'lucide-react';
import type { FieldType } from '../../../../shared/constants.ts';
import { takesOptions } from '../../../../shared/form-rules.ts';

export interface FieldTypeInfo {
  icon: LucideIcon;
  placeholder: boolean;
  required: boolean;
  options: boolean;
}

const info = (icon: LucideIcon, type: FieldType, placeholder: boolean): FieldTypeInfo => ({
  icon,
  placeholder,
  required: type !== 'header',
  options: takesOptions(type),
});

/** In the palette's order (spec §2: text, email, tel, textarea, select, radio, checkbox, header, date, time). */
export const FIELD_TYPE_INFO: Record<FieldType, FieldTypeInfo> = {
  text: info(Type, 'text', true),
  email: info(Mail, 'email', true),
  tel: info(Phone, 'tel', true),
  textarea: info(TextAlignStart, 'textarea', true),
  select: info(ChevronsUpDown, 'select', true),
  radio: info(CircleDot, 'radio', false),
  checkbox: info(SquareCheck, 'checkbox', false),
  header: info(Heading2, 'header', false),
  date: info(Calendar, 'date', false),
  time: info(Clock, 'time', false),
};
