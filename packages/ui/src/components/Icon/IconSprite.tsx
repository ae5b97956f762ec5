import { ICON_NAMES, type IconName } from '@broker/core/icons';
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
import { ICON_STROKE_WIDTH, iconSymbolId } from './Icon';
/** Lucide's drawing of each icon name. */
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

/**
 * Every icon's drawing as an SVG `<symbol>`, for `Icon` to show with `<use>`. Render it once per
 * document, outside the React root (the site adds it to every page's HTML in gatsby-ssr; stories
 * and tests render it beside the component). The drawings so cost no JavaScript in the browser:
 * only this server-rendered markup imports lucide-react.
 */
export function IconSprite() {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="0"
      height="0"
      aria-hidden="true"
      focusable="false"
      style={{ position: 'absolute', width: 0, height: 0, overflow: 'hidden' }}
    >
      <defs>
        {ICON_NAMES.map((name) => {
          const Drawing = DRAWINGS[name];
          return (
            <symbol key={name} id={iconSymbolId(name)} viewBox="0 0 24 24">
              <Drawing strokeWidth={ICON_STROKE_WIDTH} aria-hidden="true" focusable="false" />
            </symbol>
          );
        })}
      </defs>
    </svg>
  );
}
