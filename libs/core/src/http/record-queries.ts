import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, Min } from 'class-validator';
import { PageQueryDto } from './paging';

/** `{ id }` bodies of the contract's POST .../getbyid routes. */
export class IdDto {
  @Type(() => Number)
  @IsInt()
  @Min(1)
  id!: number;
}

/** `{ ids }` bodies of the contract's POST .../getallbyid routes. */
export class IdsDto {
  @IsArray()
  @ArrayMaxSize(500)
  @IsInt({ each: true })
  ids!: number[];
}

/** `?id=&page=&pageSize=` of every `logs` route. */
export class LogsQueryDto extends PageQueryDto {
  @Type(() => Number)
  @IsInt()
  @Min(1)
  id!: number;
}
