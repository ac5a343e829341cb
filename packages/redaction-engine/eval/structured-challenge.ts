/**
 * Structured challenge set, part 1 of 2: phone numbers (issue 22, items 2 and 6). TRAINING /
 * TUNING TEXT, NOT HELD OUT: written by the engineer who fixes the phone, MRN, date-of-birth and
 * URL detectors, as a hostile tester would, and used to shape those fixes. It says nothing about
 * unseen text; only the held-out set (corpus 2026e) does. Short snippets (tickets, e-mails, chat, notes, CVs,
 * statements) in many languages and layouts; numbers, people and hosts are invented. Only the
 * structured values are marked (`[[PHONE_E164|…]]`, `[[MRN|…]]`, `[[DATE_OF_BIRTH|…]]`,
 * `[[URL|…]]`, and the odd e-mail, card or IBAN), with the conventions of corpus-2026/README.md
 * (a phone span keeps its `+`, brackets and separators and leaves out the extension). Names and
 * organisations are NOT marked, so the PERSON and ORG rows of a report on this set mean nothing.
 * Every snippet after `LOOK-ALIKES` marks nothing: order, invoice, tracking and OTP numbers,
 * amounts, non-birth dates, versions, ISBNs and postcodes that must stay in the text.
 * Scored with `EVAL_SET=structured npm run evaluate:2026 -w @platform/redaction-engine`, or
 * `eval/structured-report.ts` (leaks and false positives of the structured types only).
 */

export const STRUCTURED_PHONES: readonly string[] = [
  // United States, several forms
  `Ticket 4471 — caller left [[PHONE_E164|(312) 847-2290]] ext. 14, asked for a callback after 3pm CT.`,
  `sms from +1 ... no wait, her cell is [[PHONE_E164|312.847.2291]], the office line is [[PHONE_E164|1-646-555-0199]]`,
  `Reach me at [[PHONE_E164|646 273 9910]] x12 or on Signal.`,
  `| Name | Role | Phone |\n|---|---|---|\n| R. Okoro | on-call | [[PHONE_E164|+1 (206) 734-5521]] |\n| D. Park | backup | [[PHONE_E164|206-734-5588]] |`,
  `<a href="tel:[[PHONE_E164|+12067345521]]">Call support</a>`,
  `[Call me](tel:[[PHONE_E164|+14158675309]]) if the deploy breaks again`,
  // United Kingdom
  `Hi, it's Gemma from flat 3 — my mobile is [[PHONE_E164|07911 123456]], landline [[PHONE_E164|020 7946 0958]].`,
  `Tel: [[PHONE_E164|+44 (0)161 496 0123]]  Fax: [[PHONE_E164|+44 (0)161 496 0124]]`,
  `Please ring the ward on [[PHONE_E164|0113 243 3144]] ext 5567 before visiting.`,
  // France
  `Bonjour, vous pouvez me joindre au [[PHONE_E164|06 12 34 56 78]] ou au bureau [[PHONE_E164|01.42.68.53.00]]. Merci !`,
  `Standard : [[PHONE_E164|+33 (0)4 72 10 30 30]] — poste 214`,
  // Germany
  `Rückruf bitte unter [[PHONE_E164|0151 23456789]] oder [[PHONE_E164|089/12345678]], danke.`,
  `Mit freundlichen Grüßen\nJonas Weber\nTel. [[PHONE_E164|+49 30 901820]]\nMobil [[PHONE_E164|+49 (0) 170 1234567]]`,
  `Telefon: [[PHONE_E164|0221 / 123 45 67]] (Zentrale), Durchwahl -22`,
  // Austria, Switzerland
  `Erreichbar unter [[PHONE_E164|0664 123 4567]] (Mo–Fr), Büro Wien [[PHONE_E164|01 534 36 0]]`,
  `Grüezi, bitte rufen Sie [[PHONE_E164|044 668 18 00]] an oder mobil [[PHONE_E164|079 123 45 67]].`,
  // Australia, New Zealand
  `G'day, depot is [[PHONE_E164|(02) 9876 5432]], my mobile [[PHONE_E164|0412 345 678]]. Cheers`,
  `NZ office: [[PHONE_E164|09 379 4486]], after hours [[PHONE_E164|021 123 4567]]`,
  // Japan
  `ご連絡は [[PHONE_E164|03-1234-5678]] または携帯 [[PHONE_E164|090-1234-5678]] までお願いします。`,
  `電話：[[PHONE_E164|０３－５５７６－２２１１]]（平日９時～１８時）`,
  `担当：佐藤　内線 204　代表 [[PHONE_E164|06-6341-2258]]`,
  // China, Hong Kong, Taiwan
  `他的手机[[PHONE_E164|139 1768 4025]]，办公室[[PHONE_E164|010-6552 1234]]内线 8021`,
  `WhatsApp me on [[PHONE_E164|9123 4567]] (HK mobile) or the shop [[PHONE_E164|+852 2123 4567]].`,
  `電話：[[PHONE_E164|(02) 2345-6789]]，手機 [[PHONE_E164|0912-345-678]]`,
  // Korea
  `[[PHONE_E164|010-7352-1846]]으로 연락 주세요. 사무실은 [[PHONE_E164|02-123-4567]]입니다.`,
  // India, Pakistan, Bangladesh, Sri Lanka
  `bhaiya mera number [[PHONE_E164|98765 43210]] hai, office ka [[PHONE_E164|+91 80 4123 4567]]`,
  `मेरा फोन नंबर [[PHONE_E164|९८७६५ ४३२१०]] है, कृपया शाम को कॉल करें।`,
  `Contact Mr. Qureshi: [[PHONE_E164|0300 1234567]] (Lahore)`,
  `Hotline Dhaka [[PHONE_E164|+880 1712-345678]], Colombo [[PHONE_E164|+94 77 123 4567]]`,
  // South-east Asia
  `Hubungi saya di [[PHONE_E164|0812-3456-7890]] ya, atau WA [[PHONE_E164|+62 21 5790 1234]]`,
  `Call/SMS: [[PHONE_E164|0917 123 4567]] (Globe) – Makati office [[PHONE_E164|(02) 8812 3456]]`,
  `โทร [[PHONE_E164|081 234 5678]] หรือสำนักงาน [[PHONE_E164|02 123 4567]]`,
  `Liên hệ: [[PHONE_E164|091 234 56 78]] (anh Tuấn)`,
  `Please call me at [[PHONE_E164|012-345 6789]] (KL) or [[PHONE_E164|+65 6123 4567]] (SG office).`,
  // Middle East (Arabic-Indic digits too)
  `للتواصل: [[PHONE_E164|٠٥٠ ١٢٣ ٤٥٦٧]] (جوال) — الرياض`,
  `Mobile: [[PHONE_E164|+971 50 123 4567]], Dubai office [[PHONE_E164|04 123 4567]]`,
  `לפרטים: [[PHONE_E164|050-123-4567]] או במשרד [[PHONE_E164|03-123-4567]]`,
  `Cep: [[PHONE_E164|0532 123 45 67]], lütfen akşam arayın. Teşekkürler`,
  `رقم الهاتف [[PHONE_E164|+20 10 1234 5678]] (القاهرة)`,
  // Africa
  `Call me on [[PHONE_E164|082 123 4567]] or the Cape Town office [[PHONE_E164|021 123 4567]].`,
  `My line is [[PHONE_E164|0803 123 4567]], abeg flash me when you reach Ikeja.`,
  `Mpesa number [[PHONE_E164|0712 345678]] — Nairobi.`,
  // Southern and Eastern Europe, Nordics
  `Chiamare il [[PHONE_E164|333 123 4567]] oppure lo studio [[PHONE_E164|06 6982 1234]]. Grazie`,
  `Llámame al [[PHONE_E164|612 345 678]] o a la oficina [[PHONE_E164|+34 912 345 678]]. Gracias`,
  `Ligue para [[PHONE_E164|912 345 678]] ou [[PHONE_E164|+351 213 456 789]], obrigado.`,
  `Bel me op [[PHONE_E164|06 12345678]] of kantoor [[PHONE_E164|020 123 4567]], bedankt.`,
  `Tel. [[PHONE_E164|02 123 45 67]] – GSM [[PHONE_E164|0470 12 34 56]] (Brussel)`,
  `Ring mig på [[PHONE_E164|070-123 45 67]] eller kontoret [[PHONE_E164|08-123 456 78]]. Tack`,
  `Ring meg på [[PHONE_E164|412 34 567]], vennlig hilsen Kari`,
  `Ring på [[PHONE_E164|20 12 34 56]], venlig hilsen Mette (København)`,
  `Puhelin [[PHONE_E164|040 123 4567]], terveisin Aino`,
  `Proszę dzwonić pod [[PHONE_E164|512 345 678]] lub [[PHONE_E164|+48 22 123 45 67]]. Pozdrawiam`,
  `Volejte prosím [[PHONE_E164|+420 601 123 456]], kancelář Praha [[PHONE_E164|212 345 678]].`,
  `Τηλ. [[PHONE_E164|210 123 4567]], κινητό [[PHONE_E164|694 123 4567]]`,
  `Telefon: [[PHONE_E164|+36 30 123 4567]] (Budapest)`,
  `Sunați la [[PHONE_E164|0721 234 567]], vă rog.`,
  `Тел.: [[PHONE_E164|8 (495) 123-45-67]], моб. [[PHONE_E164|+7 912 345-67-89]]`,
  `Мій телефон [[PHONE_E164|067 123 4567]], дзвоніть після 18:00`,
  `Mobile (IE): [[PHONE_E164|087 123 4567]], Dublin office [[PHONE_E164|01 234 5678]]`,
  // Americas
  `Mi celular es [[PHONE_E164|(11) 98765-4321]], escritório [[PHONE_E164|+55 21 3456-7890]]. Obrigada`,
  `Llámame al [[PHONE_E164|+52 55 1234 5678]] (CDMX). Gracias`,
  `Mi cel [[PHONE_E164|011 15-2345-6789]], vos sos el que agenda`,
  `WhatsApp [[PHONE_E164|+56 9 1234 5678]] (Santiago) · Bogotá [[PHONE_E164|300 123 4567]]`,
  `Toronto desk: [[PHONE_E164|416-555-0143]] ext. 220`,
  // Layouts: line breaks, non-breaking spaces, tables, signatures
  `Best number to call back is\n[[PHONE_E164|07723 954 321]]\n(after 5pm)`,
  `Kontakt: [[PHONE_E164|+49 151 23456789]] · Web`,
  `Phone\u00a0: [[PHONE_E164|+33\u00a06\u00a012\u00a034\u00a056\u00a078]]`,
  `Name        Phone              Notes\nA. Silva    [[PHONE_E164|+351 912 345 678]]   prefers SMS\nB. Costa    [[PHONE_E164|+351 213 456 789]]   office`,
  `Customer asked us to use her sister's number from now on: [[PHONE_E164|+44 7923 654321]].`,
  `pls call my wife on [[PHONE_E164|0044 7723 954321]] if I'm not reachable`,
  // Second round: more labels and a slash after an international area code
  `Mit freundlichen Grüßen\nTel.: [[PHONE_E164|+49 (0)30 / 901820-0]]\nFon [[PHONE_E164|030 - 90 18 21]]`,
  `Atención al cliente. Tfno: [[PHONE_E164|912 34 56 78]], gracias`,
  `Erreichbar bin ich unter [[PHONE_E164|+43 664 1234567]] und danach im Büro [[PHONE_E164|01 534 36 0]]`,
  `Vanity line for the shop: 1-800-FLOWERS; my own cell is [[PHONE_E164|(917) 555-0148]].`,
];

/**
 * LOOK-ALIKES: numbers and codes beside the phones that are not phone numbers. Nothing here is
 * marked; every span the engine reports in these is a false positive.
 */
export const STRUCTURED_PHONE_LOOKALIKES: readonly string[] = [
  `Order #112-4478213-9920113 shipped; tracking 1Z 999 AA1 01 2345 6784.`,
  `Your verification code is 482913. It expires in 10 minutes.`,
  `Invoice INV-2026-004471, amount due 1 234 567,89 EUR by 30.11.2026.`,
  `Reference number: 2026 1128 0041 — keep it for your records.`,
  `Firmware 10.4.2.1182 fixes the Wi-Fi bug; build 2026.11.27.`,
  `ISBN 978-3-16-148410-0, 2nd edition, 412 pages.`,
  `Postcode SW1A 1AA; ZIP 94103-1234; PLZ 80331 München.`,
  `Meeting moved to 14.12.2026 at 10:30, room 4.12.`,
  `Kontonummer 1234 5678 90, BLZ 370 400 44 (alt).`,
  `Order number 98114 27653 was cancelled by the customer.`,
  `Parcel 00340434161234567890 is out for delivery.`,
  `Total: USD 12,450.00 (12 450 USD), VAT 2 490.00`,
  `Sort code 20-00-00, account 55779911.`,
  `Patient weight 72.5 kg, BP 120/80, pulse 72.`,
  `Flight LH 2471 departs 07:45, seat 23A, PNR X7K2QP.`,
];
