import {
  ArrowRight, BarChart3, Brain, Briefcase, Building, CheckCircle, GraduationCap, Heart, Leaf, Mic,
  Presentation, Sparkles, Sprout, Star, Users, Users2, UsersRound, type LucideIcon,
} from 'lucide-react';
import type { ServiceIconName } from '../../../../shared/constants.ts';

const ICONS: Record<ServiceIconName, LucideIcon> = {
  BarChart3, Sparkles, Heart, Star, GraduationCap, Users, Users2, Mic, UsersRound, CheckCircle,
  Briefcase, Brain, Sprout, Leaf, Presentation, Building, ArrowRight,
};

/** A service's icon by name; an unknown name falls back to the check icon (spec §3). */
export function ServiceIcon({ name, className = 'size-6' }: { name: string; className?: string }) {
  const Icon = ICONS[name as ServiceIconName] ?? CheckCircle;
  return <Icon aria-hidden="true" className={className} />;
}
