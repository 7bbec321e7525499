/**
 * The 19 shoring photos of the container stuffing page (illustrations until real photos replace
 * them file for file: same names, 480x320).
 */
import shoring01 from './shoring-01.svg';
import shoring02 from './shoring-02.svg';
import shoring03 from './shoring-03.svg';
import shoring04 from './shoring-04.svg';
import shoring05 from './shoring-05.svg';
import shoring06 from './shoring-06.svg';
import shoring07 from './shoring-07.svg';
import shoring08 from './shoring-08.svg';
import shoring09 from './shoring-09.svg';
import shoring10 from './shoring-10.svg';
import shoring11 from './shoring-11.svg';
import shoring12 from './shoring-12.svg';
import shoring13 from './shoring-13.svg';
import shoring14 from './shoring-14.svg';
import shoring15 from './shoring-15.svg';
import shoring16 from './shoring-16.svg';
import shoring17 from './shoring-17.svg';
import shoring18 from './shoring-18.svg';
import shoring19 from './shoring-19.svg';

/** Size of every shoring picture. */
export const SHORING_SIZE = { width: 480, height: 320 };

/** The shoring pictures, in order. */
export const shoringImages: readonly string[] = [
  shoring01,
  shoring02,
  shoring03,
  shoring04,
  shoring05,
  shoring06,
  shoring07,
  shoring08,
  shoring09,
  shoring10,
  shoring11,
  shoring12,
  shoring13,
  shoring14,
  shoring15,
  shoring16,
  shoring17,
  shoring18,
  shoring19,
];
