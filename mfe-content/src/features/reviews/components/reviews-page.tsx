import { useState } from 'react';
import { countryNameIn } from '@forwarder/shared/country-codes';
import { Trans, useLingui } from '@lingui/react/macro';
import { Image as ImageIcon, PlayCircle } from 'lucide-react';
import { Button, Modal } from '@forwarder/shared/ui';
import { PageHero } from '../../../components/page/page-hero';
import { VideoPlayer } from '../../../components/video-player/video-player';
import page from '../../../components/page/page.module.css';
import { reviews } from '../data';
import type { BuyerReview } from '../model';
import { ReviewCard } from './review-card';
import grid from './home-reviews.module.css';
import styles from './reviews-page.module.css';

/**
 * /contents/reviews: every buyer review (country, rating in half steps, text clamped to seven
 * lines); a review with a photo or a video opens it in a dialog that closes on Escape and gives
 * focus back to the button that opened it.
 */
export default function ReviewsPage() {
  const { t } = useLingui();
  const [open, setOpen] = useState<BuyerReview | null>(null);
  return (
    <article aria-labelledby="reviews-title">
      <PageHero
        id="reviews-title"
        eyebrow={<Trans>Buyer reviews</Trans>}
        title={<Trans>What our buyers say</Trans>}
        lead={<Trans>Importers and dealers from every continent on how their vehicles travelled from Korea with us.</Trans>}
      />
      <section className={page.section} aria-label={t`All reviews`}>
        <div className={page.inner}>
          <ul className={`${grid.grid} ${styles.grid}`}>
            {reviews.map((review) => (
              <li key={review.id} className={grid.item}>
                <ReviewCard review={review} clamp={7} action={<MediaButton review={review} onOpen={() => setOpen(review)} />} />
              </li>
            ))}
          </ul>
        </div>
      </section>
      <ReviewMediaModal review={open} onClose={() => setOpen(null)} />
    </article>
  );
}

/** The photo or video button of a review; an empty row of the same height when it has neither. */
function MediaButton({ review, onOpen }: { review: BuyerReview; onOpen: () => void }) {
  const { i18n } = useLingui();
  const country = countryNameIn(review.buyerCountry, i18n.locale, review.buyerCountryNm);
  if (review.video) {
    return (
      <Button variant="secondary" onClick={onOpen} className={styles.mediaButton} aria-haspopup="dialog">
        <PlayCircle size={18} aria-hidden="true" />
        <Trans>Watch the video from {country}</Trans>
      </Button>
    );
  }
  if (review.img) {
    return (
      <Button variant="secondary" onClick={onOpen} className={styles.mediaButton} aria-haspopup="dialog">
        <ImageIcon size={18} aria-hidden="true" />
        <Trans>See the photo from {country}</Trans>
      </Button>
    );
  }
  return <span className={styles.mediaSpacer} aria-hidden="true" />;
}

/** The dialog with a review's photo or video. */
function ReviewMediaModal({ review, onClose }: { review: BuyerReview | null; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const country = review ? countryNameIn(review.buyerCountry, i18n.locale, review.buyerCountryNm) : '';
  return (
    <Modal open={review !== null} onClose={onClose} title={t`Review from ${country}`} size="lg">
      {review?.video ? (
        <VideoPlayer
          // A review video comes with its captions beside it: same name, .vtt.
          video={{ src: review.video, captions: review.video.replace(/\.\w+$/, '.vtt') }}
          poster={review.videoThumbnail ?? review.img ?? ''}
          width={480}
          height={320}
          label={t`Video sent by the buyer from ${country}`}
          lazy={false}
        />
      ) : review?.img ? (
        <img className={styles.media} src={review.img} alt={t`Sent by the buyer from ${country}`} width={480} height={320} />
      ) : null}
      {review && (
        <p className={styles.caption} lang="en">
          {review.content}
        </p>
      )}
    </Modal>
  );
}
