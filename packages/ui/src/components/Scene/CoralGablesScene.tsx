import * as styles from './Scene.css';
import { Palm, SceneSvg, type SceneProps } from './SceneParts';

/** Coral Gables: a Mediterranean Revival arcade under a tile roof, with royal palms. Decorative. */
export function CoralGablesScene({ className }: SceneProps) {
  return (
    <SceneSvg className={className}>
      <circle className={styles.sun} cx="790" cy="52" r="20" />
      <path
        className={styles.far}
        fillRule="evenodd"
        d="M100 160v-44h170v44zM130 160v-16a12 12 0 0 1 24 0v16zm46 0v-16a12 12 0 0 1 24 0v16zm46 0v-16a12 12 0 0 1 24 0v16zM1180 160v-48h170v48zM1210 160v-16a12 12 0 0 1 24 0v16zm46 0v-16a12 12 0 0 1 24 0v16zm46 0v-16a12 12 0 0 1 24 0v16z"
      />
      <path
        className={styles.sun}
        d="M92 116l14-12h142l14 12zM1172 112l14-12h142l14 12zM528 104l20-16h344l20 16zM602 52l36-24 36 24z"
      />
      <path
        className={styles.mid}
        fillRule="evenodd"
        d="M540 160v-56h360v56zM570 160v-26a18 18 0 0 1 36 0v26zm66 0v-26a18 18 0 0 1 36 0v26zm66 0v-26a18 18 0 0 1 36 0v26zm66 0v-26a18 18 0 0 1 36 0v26zm66 0v-26a18 18 0 0 1 36 0v26zM610 88V52h56v36zm20-6v-12a8 8 0 0 1 16 0v12z"
      />
      <path className={styles.glass} strokeWidth="14" d="M550 95h340" />
      <Palm x={470} size={1.15} />
      <Palm x={980} size={-1.05} />
      <Palm x={320} size={-0.8} />
      <Palm x={1130} size={0.85} />
    </SceneSvg>
  );
}
