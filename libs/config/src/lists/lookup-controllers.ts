import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  Param,
  Patch,
  Post,
  Query,
  type Type,
} from '@nestjs/common';
import { CheckPolicies, type Page, IdPipe } from '@app/core';
import { type ListDefinition, type LookupValues } from './list-definition';
import { LookupInput, LookupQueryDto, StatusChangeDto, inputClassFor } from './lookup-input';
import { LookupService } from './lookup.service';

const PARAM_TYPES = 'design:paramtypes';

/**
 * The routes of one list under /admin/configurations/<name>/, generated from its definition so
 * that every list serves the contract's literal paths through the one LookupService.
 */
export const lookupControllerFor = (list: ListDefinition): Type<unknown> => {
  const edit = list.editPolicy ?? { action: 'update', subject: 'Configuration' };
  const StatusRoute = list.statusMethod === 'PATCH' ? Patch : Post;

  @Controller(`admin/configurations/${list.name}`)
  class LookupController {
    constructor(@Inject(LookupService) private readonly lookups: LookupService) {}

    @Get('getall')
    @CheckPolicies('read', 'Configuration')
    page(@Query() query: LookupQueryDto): Promise<Page<LookupValues>> {
      return this.lookups.page(list, query);
    }

    @Get('getallactive')
    @CheckPolicies('read', 'Configuration')
    active(): Promise<LookupValues[]> {
      return this.lookups.active(list);
    }

    @Post('update')
    @HttpCode(200)
    @CheckPolicies(edit.action, edit.subject)
    save(@Body() input: LookupInput): Promise<LookupValues> {
      return this.lookups.save(list, input);
    }

    @StatusRoute('updatestatus/:id')
    @HttpCode(200)
    @CheckPolicies(edit.action, edit.subject)
    setStatus(@Param('id', IdPipe) id: number, @Body() change: StatusChangeDto): Promise<LookupValues> {
      return this.lookups.setStatus(list, id, change.status);
    }

    @Delete('delete/:id')
    @HttpCode(204)
    @CheckPolicies(edit.action, edit.subject)
    remove(@Param('id', IdPipe) id: number): Promise<void> {
      return this.lookups.remove(list, id);
    }
  }

  // The input class is generated per list; tell the ValidationPipe to validate against it.
  Reflect.defineMetadata(PARAM_TYPES, [inputClassFor(list)], LookupController.prototype, 'save');
  Object.defineProperty(LookupController, 'name', { value: `${list.entity}${list.name}Controller` });
  return LookupController;
};

/** getdefault and updatedefault for the lists with a default flag (taxes answer under "tax/"). */
export const defaultControllerFor = (list: ListDefinition): Type<unknown> => {
  const edit = list.editPolicy ?? { action: 'update', subject: 'Configuration' };
  const prefix = list.defaultRoutePrefix ?? list.name;

  @Controller('admin/configurations')
  class DefaultController {
    constructor(@Inject(LookupService) private readonly lookups: LookupService) {}

    @Get(`${list.name}/getdefault`)
    @CheckPolicies('read', 'Configuration')
    getDefault(): Promise<LookupValues | null> {
      return this.lookups.getDefault(list);
    }

    @Post(`${prefix}/updatedefault/:id`)
    @HttpCode(200)
    @CheckPolicies(edit.action, edit.subject)
    setDefault(@Param('id', IdPipe) id: number): Promise<LookupValues> {
      return this.lookups.setDefault(list, id);
    }
  }

  Object.defineProperty(DefaultController, 'name', { value: `${list.entity}${list.name}DefaultController` });
  return DefaultController;
};
