import * as styles from './Scene.css';
import { Palm, Sailboat, SceneSvg, type SceneProps } from './SceneParts';

/** Biscayne Bay: a low skyline across the water, sailboats and palms on the shore. Decorative. */
export function BayScene({ className }: SceneProps) {
  return (
    <SceneSvg className={className}>
      <circle className={styles.sun} cx="820" cy="86" r="24" />
      <path
        className={styles.far}
        d="M220 124v-10h16v-8h12v6h20v-10h10v8h18v14zM530 124v-14h18v-10h14v6h22v-14h12v10h20v-6h16v12h24v-20h12v12h18v4h14v20zM900 124v-22h14v-8h20v12h12v-8h22v12h16v14zM1140 124v-12h14v-8h20v6h12v-10h18v14h16v10z"
      />
      <rect className={styles.far} y="124" width="1440" height="36" />
      <path
        className={styles.line}
        d="M160 136h40M300 150h60M420 140h30M560 134h40M640 148h70M760 138h30M820 152h60M940 144h50M1100 148h50M1240 138h40"
      />
      <Sailboat x={700} y={146} />
      <Sailboat x={900} y={138} size={0.6} />
      <Sailboat x={270} y={142} size={0.8} />
      <Sailboat x={1190} y={136} size={0.55} />
      <path
        className={styles.near}
        d="M0 160c20-18 150-22 200 0zM360 160c30-20 120-24 180 0zM960 160c40-22 130-20 190 0zM1250 160c40-20 150-22 190 0z"
      />
      <Palm x={60} size={1.1} />
      <Palm x={120} size={-0.8} />
      <Palm x={420} size={1.05} />
      <Palm x={480} size={-0.75} />
      <Palm x={1030} size={-1.1} />
      <Palm x={1080} size={0.7} />
      <Palm x={1330} size={-1} />
      <Palm x={1390} size={0.85} />
    </SceneSvg>
  );
}
