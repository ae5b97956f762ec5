import * as styles from './Scene.css';
import { Palm, SceneSvg, type SceneProps } from './SceneParts';

/** Brickell: glass towers on the bay front, palms along the water. Decorative. */
export function BrickellScene({ className }: SceneProps) {
  return (
    <SceneSvg className={className}>
      <circle className={styles.sun} cx="680" cy="40" r="20" />
      <path
        className={styles.far}
        d="M120 148v-38h30v38zM160 148V94h24v54zM200 148v-28h40v28zM360 148v-30h40v30zM420 148V96h30v52zM590 148V36h26v112zM700 148V52h34v96zM826 148V24l30 8v116zM884 148V70h40v78zM1000 148V88h36v60zM1060 148v-38h30v38zM1200 148v-48h28v48zM1240 148v-32h36v32zM1290 148V90h22v58z"
      />
      <path
        className={styles.mid}
        d="M460 148v-44h32v44zM500 148V58l56-14v104zM566 148V40h36v108zM634 148V66q30-22 60 0v82zM744 148V34l48-14v128zM800 148V78h44v70zM930 148V92h40v56zM1130 148v-36h40v36z"
      />
      <g className={styles.glass}>
        <path strokeWidth="56" d="M528 148V62" />
        <path strokeWidth="36" d="M584 148V44" />
        <path strokeWidth="48" d="M768 148V40" />
        <path strokeWidth="44" d="M822 148V82" />
        <path strokeWidth="40" d="M950 148V96" />
      </g>
      <rect className={styles.far} y="148" width="1440" height="12" />
      <path className={styles.line} d="M250 154h50M520 155h60M700 153h40M880 155h70M1180 154h40" />
      <Palm x={200} size={0.8} />
      <Palm x={250} size={-0.6} />
      <Palm x={440} size={0.9} />
      <Palm x={990} size={-0.95} />
      <Palm x={1040} size={0.6} />
      <Palm x={1300} size={-0.85} />
    </SceneSvg>
  );
}
