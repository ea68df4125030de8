/**
 * Just the parts of the Africa's Talking SDK (africastalking 0.8.3) the bank uses.
 * Written here because @types/africastalking describes the SMS answer wrongly.
 */
declare module 'africastalking' {
  function AfricasTalking(options: AfricasTalking.Options): AfricasTalking.Client;

  namespace AfricasTalking {
    interface Options {
      username: string;
      apiKey: string;
      format?: 'json' | 'xml';
    }

    interface Client {
      SMS: Sms;
    }

    interface SendOptions {
      /** E.164 numbers; an array is sent comma-separated in one request. */
      to: string | string[];
      message: string;
      /** Registered sender id or short code. */
      from?: string;
      enqueue?: boolean;
    }

    interface SmsRecipient {
      number: string;
      /** 'Success', or the reason such as 'InvalidPhoneNumber'. */
      status: string;
      /** 100 Processed, 101 Sent, 102 Queued; 4xx and 5xx are failures. */
      statusCode: number;
      messageId: string;
      cost: string;
    }

    interface SendResponse {
      SMSMessageData: {
        Message: string;
        Recipients: SmsRecipient[];
      };
    }

    interface Sms {
      /** Rejects with the axios error on HTTP errors, or with a validation Error. */
      send(options: SendOptions): Promise<SendResponse>;
    }
  }

  export = AfricasTalking;
}

/** The SDK's endpoint table; its SMS module reads SMS_URL on every send. */
declare module 'africastalking/lib/common' {
  const endpoints: {
    SMS_URL: string;
  };
  export = endpoints;
}
