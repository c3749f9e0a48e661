import { ArrayMaxSize, IsArray } from 'class-validator';
import { RecordId } from '../validation/numbers';
import { fieldError } from './errors';
import { PageQueryDto } from './paging';

/** `{ id }` bodies of the contract's POST .../getbyid routes. */
export class IdDto {
  @RecordId()
  id!: number;
}

/** `{ ids }` bodies of the contract's POST .../getallbyid routes. */
export class IdsDto {
  @IsArray()
  @ArrayMaxSize(500)
  @RecordId({ each: true })
  ids!: number[];
}

/** `?id=&page=&pageSize=` of every `logs` route. */
export class LogsQueryDto extends PageQueryDto {
  @RecordId()
  id!: number;
}

/** An update names the record it changes; without an id it would quietly create a new one. */
export const requireId = <T extends { id?: number }>(input: T): T & { id: number } => {
  if (!input.id) throw fieldError('id', 'id is required to update a record');
  return input as T & { id: number };
};
