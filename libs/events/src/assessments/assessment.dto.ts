import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { RequiredText, WholeNumber } from '@app/core';
import { AnswerKind, type AssessmentQuestion } from './assessment-question.entity';

export class QuestionInput {
  @RequiredText('Question', 2000)
  question!: string;

  @IsIn(Object.values(AnswerKind))
  kind!: AnswerKind;

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(10)
  @IsString({ each: true })
  @MaxLength(500, { each: true })
  options?: string[];

  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @WholeNumber({ min: 0 })
  correctOption?: number | null;

  @IsInt()
  @Min(0)
  @Max(100)
  marks!: number;
}

export class QuestionsInput {
  @IsArray()
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => QuestionInput)
  questions!: QuestionInput[];
}

export interface QuestionResponse {
  id: number;
  position: number;
  question: string;
  kind: AnswerKind;
  options: string[];
  correctOption: number | null;
  marks: number;
}

export interface AssessmentResponse {
  eventId: number;
  publishedAt: Date | null;
  totalMarks: number;
  questions: QuestionResponse[];
}

export const toQuestionResponse = (question: AssessmentQuestion): QuestionResponse => ({
  id: question.id,
  position: question.position,
  question: question.question,
  kind: question.kind,
  options: question.options,
  correctOption: question.correctOption ?? null,
  marks: question.marks,
});
