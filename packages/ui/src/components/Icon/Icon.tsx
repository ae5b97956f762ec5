import type { IconName } from '@broker/core/icons';
import {
  AlarmClock,
  Banknote,
  BrickWall,
  Briefcase,
  Building,
  Building2,
  Calculator,
  Castle,
  ChartColumn,
  CircleCheck,
  ClipboardList,
  Coins,
  Divide,
  FileText,
  Gem,
  Globe,
  Hammer,
  Heart,
  Hourglass,
  House,
  Key,
  Landmark,
  Lightbulb,
  MessageCircle,
  NotebookPen,
  Plus,
  Receipt,
  RefreshCw,
  Repeat,
  Search,
  Star,
  Stethoscope,
  Timer,
  Tornado,
  TreePalm,
  TrendingDown,
  TrendingUp,
  TriangleAlert,
  Trophy,
  Wheat,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { cx } from '../../cx';
import * as styles from './Icon.css';

export type { IconName };

/**
 * Lucide's drawing of each icon name. `lucide-react` has one ES module per icon, so the site's
 * bundle carries only the drawings listed here.
 */
const DRAWINGS: Record<IconName, LucideIcon> = {
  alert: TriangleAlert,
  banknote: Banknote,
  'brick-wall': BrickWall,
  briefcase: Briefcase,
  building: Building,
  calculator: Calculator,
  castle: Castle,
  chart: ChartColumn,
  check: CircleCheck,
  city: Building2,
  clipboard: ClipboardList,
  clock: AlarmClock,
  coins: Coins,
  divide: Divide,
  'file-text': FileText,
  gem: Gem,
  globe: Globe,
  hammer: Hammer,
  heart: Heart,
  hourglass: Hourglass,
  house: House,
  hurricane: Tornado,
  key: Key,
  landmark: Landmark,
  lightbulb: Lightbulb,
  message: MessageCircle,
  notebook: NotebookPen,
  'palm-tree': TreePalm,
  plus: Plus,
  receipt: Receipt,
  refresh: RefreshCw,
  repeat: Repeat,
  search: Search,
  star: Star,
  stethoscope: Stethoscope,
  timer: Timer,
  'trending-down': TrendingDown,
  'trending-up': TrendingUp,
  trophy: Trophy,
  wheat: Wheat,
  zap: Zap,
};

export interface IconProps {
  name: IconName;
  /** Extra class, e.g. to set the size through `font-size` (the icon is 1em square). */
  className?: string;
}

/**
 * A decorative line icon, 1em square in the current text colour. Hidden from assistive
 * technology: the text beside it carries the meaning.
 */
export function Icon({ name, className }: IconProps) {
  const Drawing = DRAWINGS[name];
  return (
    <Drawing
      className={cx(styles.icon, className)}
      aria-hidden="true"
      focusable="false"
      strokeWidth={1.75}
      data-icon={name}
    />
  );
}
