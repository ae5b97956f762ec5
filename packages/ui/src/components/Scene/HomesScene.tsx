import * as styles from './Scene.css';
import { Palm, SceneSvg, type SceneProps } from './SceneParts';

/** A Miami street: low homes with tile and flat roofs, palms between them. Decorative. */
export function HomesScene({ className }: SceneProps) {
  return (
    <SceneSvg className={className}>
      <circle className={styles.sun} cx="720" cy="54" r="20" />
      <path
        className={styles.far}
        fillRule="evenodd"
        d="M0 152h1440v8H0zM120 152v-34h110v34zm16-12h20v-10h-20zm56 0h20v-10h-20zM250 152v-44h120v44zm20-14h80v-12h-80zM1080 152v-38h120v38zm20-12h24v-12h-24zm52 0h24v-12h-24zM1230 152v-30h110v30z"
      />
      <path
        className={styles.sun}
        d="M110 118l18-14h94l18 14zM244 108h132v-6H244zM1070 114l60-26 60 26zM1222 122l16-12h94l16 12zM472 120l20-20h96l20 20zM632 108h156v-6H632zM814 122l70-30 70 30z"
      />
      <path
        className={styles.mid}
        fillRule="evenodd"
        d="M480 152v-32h120v32zm16-10h22v-12h-22zm48 0h22v-12h-22zM640 152v-44h140v44zm16-18h80v-14h-80zm94 18v-22h16v22zM824 152v-30h120v30zm16-8h22v-12h-22zm50 8v-20h16v20z"
      />
      <Palm x={450} size={1} y={152} />
      <Palm x={618} size={-0.9} y={152} />
      <Palm x={800} size={0.85} y={152} />
      <Palm x={985} size={-1.05} y={152} />
      <Palm x={1040} size={0.7} y={152} />
      <Palm x={390} size={-0.75} y={152} />
    </SceneSvg>
  );
}
