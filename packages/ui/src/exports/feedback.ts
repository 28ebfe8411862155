// Feedback: toasts, banners, progress, loading placeholders, empty and error states, badges.
export { ToastRegion, createToastQueue, toast } from '../Toast/Toast.tsx';
export type {
  ToastContent,
  ToastOptions,
  ToastQueue,
  ToastQueueOptions,
  ToastRegionProps,
  ToastTone,
} from '../Toast/Toast.tsx';
export { toastTones } from '../Toast/Toast.css.ts';

export { Banner } from '../Banner/Banner.tsx';
export type { BannerHideReason, BannerProps, BannerTone } from '../Banner/Banner.tsx';
export { bannerTones } from '../Banner/Banner.css.ts';

export { ProgressBar } from '../ProgressBar/ProgressBar.tsx';
export type { ProgressBarProps } from '../ProgressBar/ProgressBar.tsx';
export { Meter } from '../ProgressBar/Meter.tsx';
export type { MeterProps } from '../ProgressBar/Meter.tsx';
export { StepProgress } from '../ProgressBar/StepProgress.tsx';
export type { StepProgressProps } from '../ProgressBar/StepProgress.tsx';
export { meterTones, progressSizes } from '../ProgressBar/ProgressBar.css.ts';

export { Spinner } from '../Spinner/Spinner.tsx';
export type { SpinnerProps } from '../Spinner/Spinner.tsx';
export { spinnerSizes } from '../Spinner/Spinner.css.ts';

export { Skeleton, SkeletonGroup } from '../Skeleton/Skeleton.tsx';
export type { SkeletonGroupProps, SkeletonProps } from '../Skeleton/Skeleton.tsx';
export { skeletonShapes } from '../Skeleton/Skeleton.css.ts';

export { EmptyState } from '../EmptyState/EmptyState.tsx';
export type { EmptyStateProps } from '../EmptyState/EmptyState.tsx';
export { ErrorState } from '../EmptyState/ErrorState.tsx';
export type { ErrorStateProps } from '../EmptyState/ErrorState.tsx';

export { Badge } from '../Badge/Badge.tsx';
export type { BadgeProps } from '../Badge/Badge.tsx';
export { StatusTag } from '../Badge/StatusTag.tsx';
export type { StatusTagProps } from '../Badge/StatusTag.tsx';
export { badgeTones } from '../Badge/Badge.css.ts';
