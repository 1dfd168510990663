/**
 * The integrated-credentials form (and the on-prem variant of it): user id, password, the client name
 * once the server said AccountAmbiguous, the login throttle. Activating a user asks for the password twice,
 * by the password rule (spec 000 §5).
 */
import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { ActionButton, TextInput } from './controls';
import { useForm } from 'react-hook-form';
import * as yup from 'yup';
import { activationLoginSchema, ApiError, ERROR_NAMES, loginSchema, MESSAGES, type LoginRequest } from '@fathom/sdk/api';
import { throttleText, useLoginThrottle } from './useLoginThrottle';

interface Values {
  userId: string;
  password: string;
  passwordConfirm?: string;
  clientName?: string;
  platformName?: string;
}

const onPremSchema = loginSchema.shape({ platformName: yup.string().trim().required(MESSAGES.valueRequired('Platform name')) });
const clientSchema = loginSchema.shape({ clientName: yup.string().trim().required(MESSAGES.valueRequired('Client name')) });
const clientField = { clientName: yup.string().trim().required(MESSAGES.valueRequired('Client name')) };

export interface CredentialsFormProps {
  onPrem?: boolean;
  submit(req: LoginRequest): Promise<void>;
  submitLabel?: string;
  /** The password is being chosen (user activation): a confirmation field, and the password rule. */
  confirm?: boolean;
  /** Another credentials provider (a company directory) and the state naming its method; integrated by default. */
  provider?: string;
  state?: string;
  label?: string;
}

export function CredentialsForm({
  onPrem = false,
  submit,
  submitLabel = 'Sign in',
  confirm = false,
  provider = 'integrated',
  state,
  label,
}: CredentialsFormProps) {
  const [needsClient, setNeedsClient] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const throttle = useLoginThrottle();
  const schema = confirm
    ? needsClient
      ? activationLoginSchema.shape(clientField)
      : activationLoginSchema
    : onPrem
      ? onPremSchema
      : needsClient
        ? clientSchema
        : loginSchema;
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, touchedFields, submitCount },
  } = useForm<Values>({
    resolver: yupResolver(schema as yup.ObjectSchema<Values>),
    defaultValues: { userId: '', password: '', passwordConfirm: '', clientName: '', platformName: '' },
  });
  const show = (f: keyof Values) => (touchedFields[f] || submitCount > 0) && errors[f]?.message;

  const onSubmit = async (v: Values) => {
    if (throttle.locked) return;
    setFormError(null);
    try {
      await submit({
        provider,
        ...(state !== undefined ? { state } : {}),
        userId: v.userId,
        password: v.password,
        ...(confirm ? { passwordConfirm: v.passwordConfirm } : {}),
        clientName: needsClient ? v.clientName : undefined,
        ...(onPrem ? { onPremRequest: true, platformName: v.platformName } : {}),
      });
      throttle.succeed();
    } catch (e) {
      const err = e as ApiError;
      if (err.name === ERROR_NAMES.accountAmbiguous) {
        setNeedsClient(true);
        setFormError(err.message || 'This user id exists in several clients: enter the client name.');
        return;
      }
      const seconds = (err.detail as { secondsLeft?: number } | undefined)?.secondsLeft;
      if (err.httpStatus === 429 || err.name === ERROR_NAMES.throttled) {
        throttle.lockFor(seconds ?? 30);
        setFormError(null);
        return;
      }
      if (err.name !== 'NetworkError') throttle.fail();
      setFormError(err.message);
    }
  };

  return (
    <form className="fx-form" onSubmit={handleSubmit(onSubmit)} noValidate aria-label={label ?? (onPrem ? 'On-premises sign-in' : 'Sign in with your account')}>
      {onPrem && (
        <label className="fx-field">
          <span>Platform name</span>
          <TextInput {...register('platformName')} autoComplete="organization" aria-invalid={!!show('platformName')} />
          {show('platformName') && (
            <small className="fx-field__error" role="alert">
              {errors.platformName?.message}
            </small>
          )}
        </label>
      )}
      {needsClient && (
        <label className="fx-field">
          <span>Client name</span>
          <TextInput {...register('clientName')} autoFocus aria-invalid={!!show('clientName')} />
          {show('clientName') && (
            <small className="fx-field__error" role="alert">
              {errors.clientName?.message}
            </small>
          )}
        </label>
      )}
      <label className="fx-field">
        <span>User ID</span>
        <TextInput {...register('userId')} autoComplete="username" aria-invalid={!!show('userId')} />
        {show('userId') && (
          <small className="fx-field__error" role="alert">
            {errors.userId?.message}
          </small>
        )}
      </label>
      <label className="fx-field">
        <span>Password</span>
        <TextInput type="password" {...register('password')} autoComplete={confirm ? 'new-password' : 'current-password'} aria-invalid={!!show('password')} />
        {show('password') && (
          <small className="fx-field__error" role="alert">
            {errors.password?.message}
          </small>
        )}
      </label>
      {confirm && (
        <label className="fx-field">
          <span>Confirm password</span>
          <TextInput type="password" {...register('passwordConfirm')} autoComplete="new-password" aria-invalid={!!show('passwordConfirm')} />
          {show('passwordConfirm') && (
            <small className="fx-field__error" role="alert">
              {errors.passwordConfirm?.message}
            </small>
          )}
        </label>
      )}
      {throttle.locked ? (
        <div className="fx-form__error" role="alert" data-testid="login-throttle">
          {throttleText(throttle.secondsLeft)}
        </div>
      ) : (
        formError && (
          <div className="fx-form__error" role="alert" data-testid="login-error">
            {formError}
          </div>
        )
      )}
      <ActionButton type="submit" label={submitLabel} loading={isSubmitting} disabled={throttle.locked || isSubmitting} className="fx-form__submit" />
    </form>
  );
}
