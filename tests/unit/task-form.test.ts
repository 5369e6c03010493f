import { describe, expect, it } from 'vitest';
import {
  caracasDay,
  emptyTaskForm,
  expiredAtFor,
  taskBody,
  taskSectionPath,
  taskUpdateBody,
  validateDescription,
  validateExpirationDate,
  validatePriority,
  validateTaskForm,
  validateTaskType,
  validateTitle,
} from '../../src/machines/forms/task-form.ts';

const TODAY = '2026-11-25';

describe('task form validation', () => {
  it('requires a task type', () => {
    expect(validateTaskType(null)).toBe('Debes seleccionar un tipo de tarea');
    expect(validateTaskType('')).toBe('Debes seleccionar un tipo de tarea');
    expect(validateTaskType('type-1')).toBeNull();
  });

  it.each([
    ['', 'Debes escribir el título'],
    ['  ', 'Debes escribir el título'],
    [' ab ', 'El título debe tener al menos 3 caracteres'],
    ['t'.repeat(51), 'El título no debe tener más de 50 caracteres'],
    ['t'.repeat(50), null],
    ['Llamar', null],
  ])('title %j → %s', (value, message) => {
    expect(validateTitle(value)).toBe(message);
  });

  it.each([
    ['', 'Debes escribir la descripción'],
    ['ab', 'La descripción debe tener al menos 3 caracteres'],
    ['d'.repeat(256), 'La descripción no debe tener más de 255 caracteres'],
    ['d'.repeat(255), null],
  ])('description %j → %s', (value, message) => {
    expect(validateDescription(value)).toBe(message);
  });

  it('requires a known priority, Medium by default', () => {
    expect(emptyTaskForm.priority).toBe(2);
    expect(validatePriority(null)).toBe('Debes seleccionar una prioridad');
    expect(validatePriority(4)).toBe('La prioridad seleccionada no es válida');
    expect(validatePriority(0)).toBe('La prioridad seleccionada no es válida');
    expect(validatePriority(3)).toBeNull();
  });

  it.each([
    ['', 'Debes seleccionar una fecha de vencimiento'],
    ['mañana', 'La fecha de vencimiento seleccionada no es válida'],
    ['2026-02-30', 'La fecha de vencimiento seleccionada no es válida'],
    ['2026-11-24', 'La fecha de vencimiento es menor a la fecha actual'],
    [TODAY, null],
    ['2027-01-01', null],
  ])('due date %j → %s', (value, message) => {
    expect(validateExpirationDate(value, TODAY)).toBe(message);
  });

  it('checks every field', () => {
    expect(validateTaskForm(emptyTaskForm, TODAY)).toEqual({
      taskTypeId: 'Debes seleccionar un tipo de tarea',
      title: 'Debes escribir el título',
      description: 'Debes escribir la descripción',
      priority: null,
      expirationDate: 'Debes seleccionar una fecha de vencimiento',
    });
  });
});

describe('task wire bodies and dates', () => {
  it('keeps due days in America/Caracas (UTC−4)', () => {
    expect(expiredAtFor('2026-11-25')).toBe('2026-11-25T04:00:00.000Z');
    expect(caracasDay('2026-11-26T03:59:59.000Z')).toBe('2026-11-25');
    expect(caracasDay('2026-11-26T04:00:00.000Z')).toBe('2026-11-26');
    expect(caracasDay(expiredAtFor('2026-12-31'))).toBe('2026-12-31');
  });

  it('trims the texts and sends expiredAt as ISO; an update adds the task id', () => {
    const values = { taskTypeId: 'type-1', title: ' Llamar ', description: ' A Ana ', priority: 3, expirationDate: TODAY };
    expect(taskBody(values)).toEqual({
      taskTypeId: 'type-1',
      title: 'Llamar',
      description: 'A Ana',
      priority: 3,
      expiredAt: '2026-11-25T04:00:00.000Z',
    });
    expect(taskUpdateBody('task-1', values)).toEqual({ ...taskBody(values), taskId: 'task-1' });
  });

  it('builds the tasks section addresses', () => {
    expect(taskSectionPath('ana pérez', 'addTask', 'task-1')).toBe(
      '/customers/view/ana%20p%C3%A9rez?section=tasks&task=task-1&from=addTask',
    );
    expect(taskSectionPath('ana', 'deleteTask')).toBe('/customers/view/ana?section=tasks&from=deleteTask');
  });
});
