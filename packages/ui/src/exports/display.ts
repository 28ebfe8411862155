// Display: Card, Avatar, Chip, Stat, Rating, Table, GridList, Carousel, RotatingText.
export { Card, CardBody, CardFooter, CardHeader, CardTitle } from '../Card/Card.tsx';
export type { CardProps, CardSectionProps, CardTitleProps } from '../Card/Card.tsx';
export { cardElements, cardPaddings, cardVariants } from '../Card/Card.css.ts';

export { Avatar } from '../Avatar/Avatar.tsx';
export type { AvatarProps } from '../Avatar/Avatar.tsx';
export { avatarSizes } from '../Avatar/Avatar.css.ts';
export { getInitials } from '../Avatar/initials.ts';

export { Chip } from '../Chip/Chip.tsx';
export type { ChipProps } from '../Chip/Chip.tsx';
export { chipTones } from '../Chip/Chip.css.ts';

export { Stat } from '../Stat/Stat.tsx';
export type { StatProps } from '../Stat/Stat.tsx';
export { statTones, statTrends } from '../Stat/Stat.css.ts';

export { Rating, RatingDisplay } from '../Rating/Rating.tsx';
export type { RatingDisplayProps, RatingProps } from '../Rating/Rating.tsx';
export { ratingSizes } from '../Rating/Rating.css.ts';

export { Table, TableBody, TableCell, TableColumn, TableHeader, TableRow } from '../Table/Table.tsx';
export type {
  TableBodyProps,
  TableCellProps,
  TableColumnProps,
  TableHeaderProps,
  TableProps,
  TableRowProps,
} from '../Table/Table.tsx';

export { GridList, GridListItem } from '../GridList/GridList.tsx';
export type { GridListItemProps, GridListProps } from '../GridList/GridList.tsx';

export { Carousel } from '../Carousel/Carousel.tsx';
export type { CarouselProps } from '../Carousel/Carousel.tsx';

export { RotatingText } from '../RotatingText/RotatingText.tsx';
export type { RotatingTextProps } from '../RotatingText/RotatingText.tsx';
export { useReducedMotion } from '../Carousel/useReducedMotion.ts';
