import * as styles from './Scene.css';
import { Palm, Sailboat, SceneSvg, type SceneProps } from './SceneParts';

/** Coconut Grove: a banyan tree by the marina, sailboats at the dock. Decorative. */
export function GroveScene({ className }: SceneProps) {
  return (
    <SceneSvg className={className}>
      <circle className={styles.sun} cx="900" cy="60" r="22" />
      <rect className={styles.far} y="140" width="1440" height="20" />
      <path className={styles.line} d="M80 150h50M760 154h60M900 152h40M1040 150h60M1300 154h50" />
      <Sailboat x={800} y={148} size={0.85} />
      <Sailboat x={960} y={150} size={0.7} />
      <Sailboat x={1180} y={146} size={0.6} />
      <Sailboat x={240} y={150} size={0.6} />
      <path
        className={styles.mid}
        d="M850 150h44l-6 6h-32zM871 150V76h2v74zM1060 148h40l-6 6h-28zM1079 148V84h2v64zM700 142h360v4H700zM720 146h4v14h-4zm100 0h4v14h-4zm100 0h4v14h-4zm100 0h4v14h-4z"
      />
      <g className={styles.near}>
        <path d="M380 160c40-30 280-34 340 0zM566 160l6-72h14l6 72zM512 96h3v64h-3zm22 4h3v60h-3zm86-2h3v62h-3zm22-4h3v66h-3zm20 8h3v58h-3z" />
        <ellipse cx="560" cy="78" rx="74" ry="26" />
        <ellipse cx="500" cy="92" rx="52" ry="20" />
        <ellipse cx="632" cy="90" rx="58" ry="20" />
        <ellipse cx="592" cy="58" rx="46" ry="22" />
        <ellipse cx="526" cy="66" rx="40" ry="20" />
      </g>
      <Palm x={90} size={0.9} />
      <Palm x={1280} size={-0.95} />
      <Palm x={1340} size={0.7} />
    </SceneSvg>
  );
}
