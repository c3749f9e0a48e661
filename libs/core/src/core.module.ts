import { DocumentNumber } from './database/document-number.entity';
import { type DynamicModule, Global, Module } from '@nestjs/common';
import { SettingsCache } from './cache/settings-cache';
import { VisitorCookies } from './auth/visitor-cookies';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { PassportModule } from '@nestjs/passport';
import { ThrottlerModule } from '@nestjs/throttler';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { PoliciesGuard } from './access/policies.guard';
import { ChangeLog } from './audit/change-log.entity';
import { ChangeLogService } from './audit/change-log.service';
import { AccountsService } from './auth/accounts.service';
import { AuthController } from './auth/auth.controller';
import { AuthService } from './auth/auth.service';
import { SessionMaintenance } from './auth/session-maintenance';
import { SessionSerializer } from './auth/session.serializer';
import { SignInFailures } from './auth/sign-in-failures';
import { User } from './auth/user.entity';
import { AppConfig } from './config/app-config';
import { DatabaseModule } from './database/database.module';
import { HealthController } from './health/health.controller';
import { HealthService } from './health/health.service';
import { ErrorFilter } from './http/error.filter';
import { createValidationPipe } from './http/validation';
import { JobsModule, type ProcessRole } from './jobs/jobs.module';
import { redisOptions } from './jobs/redis-options';
import { MailMessage } from './mail/mail-message.entity';
import { MailService } from './mail/mail.service';
import { MailAttachments } from './mail/mail-attachments';
import { OutboxController } from './mail/outbox.controller';
import { OutboxService } from './mail/outbox.service';
import { SpaService } from './spa/spa.service';
import { FileStorage } from './storage/file-storage.service';

export const coreEntities = [User, ChangeLog, MailMessage, DocumentNumber];

/** "a minute" or "N minutes": the time left of a throttler window, in seconds, rounded up. */
export const waitPhrase = (seconds: number): string => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? 'a minute' : `${minutes} minutes`;
};

/** Shared infrastructure every domain module relies on: config, database, access, jobs, mail. */
@Global()
@Module({})
export class CoreModule {
  static forRoot(config: AppConfig, role: ProcessRole): DynamicModule {
    return {
      module: CoreModule,
      imports: [
        DatabaseModule.forRoot(config),
        MikroOrmModule.forFeature(coreEntities),
        JobsModule.forRoot(config, role),
        PassportModule.register({ session: true }),
        // With Redis the counts are shared by every api replica.
        ThrottlerModule.forRootAsync({
          useFactory: () => ({
            throttlers: [
              { name: 'login', ttl: config.loginRateWindowSeconds * 1000, limit: config.loginRateLimit },
              { name: 'client-log', ttl: 60_000, limit: 30 },
            ],
            storage: config.redisUrl
              ? new ThrottlerStorageRedisService(redisOptions(config.redisUrl))
              : undefined,
            // Prefixed like the queues, so apps sharing one Redis (and test runs) keep separate counts.
            generateKey: (context, tracker, name) =>
              `${config.queuePrefix}:throttle:${name}:${context.getClass().name}.${context.getHandler().name}:${tracker}`,
            // Names what is left of the window: up to a minute for sign-in, ten for a public form.
            errorMessage: (context, limit) =>
              `${context.getHandler().name === 'login' ? 'Too many sign-in attempts' : 'Too many requests'}. ` +
              `Please wait ${waitPhrase(limit.timeToExpire)} and try again.`,
          }),
        }),
      ],
      controllers: role === 'api' ? [AuthController, OutboxController, HealthController] : [],
      providers: [
        { provide: AppConfig, useValue: config },
        { provide: APP_GUARD, useClass: PoliciesGuard },
        { provide: APP_FILTER, useClass: ErrorFilter },
        { provide: APP_PIPE, useFactory: createValidationPipe },
        SpaService,
        AccountsService,
        AuthService,
        SignInFailures,
        SessionSerializer,
        SessionMaintenance,
        ChangeLogService,
        MailService,
        MailAttachments,
        OutboxService,
        HealthService,
        FileStorage,
        SettingsCache,
        VisitorCookies,
      ],
      exports: [
        AppConfig,
        AccountsService,
        ChangeLogService,
        MailService,
        MailAttachments,
        FileStorage,
        SettingsCache,
        VisitorCookies,
      ],
    };
  }
}
