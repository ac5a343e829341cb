// The labels before a date of birth or a medical record number, as regex sources matched in any
// case (src/entities/labelled-fields.ts builds its patterns from them; src/clinical/table-columns.ts
// reads them as column headers). A label's value follows it on the line, after a separator.

export const DOB_LABELS = [
  String.raw`D\.?O\.?B\.?`,
  "date of birth",
  "date and place of birth",
  "birth ?date",
  String.raw`b\.`,
  "birthday",
  "b-?day",
  // A paired field, the name first: `Name/DOB: Jane Roe / 04/07/1961`, `Name, DOB: Jane Roe, 04/07/1961`.
  String.raw`name\s*[/,&]\s*(?:DOB|D\.O\.B\.?|date of birth)\s*:\s*[^\d\n/,:]{1,40}[/,]`,
  "born(?: on)?(?: the)?",
  "geb\\.(?: ?-?datum| am)?",
  String.raw`geb\.? ?-?dat\.`,
  "geboren(?: am| op)?",
  "geburtsdatum(?: ?/ ?-?ort)?",
  "geburtstag",
  "n[ée]e? le",
  // Born, then the place, then the date (`born in Leeds on 12 March 1980`, `nato a Roma il`).
  String.raw`(?:born in|geboren in|n[ée]e? [àa]|nacid[oa] en|nat[oa] a|nascid[oa] em|urodzon[ya] w)\s+\p{Lu}[\p{L}'’-]{0,30}(?:[ -]\p{Lu}[\p{L}'’-]{0,30}){0,2},?\s+(?:on|am|le|el|il|em|dnia)`,
  // Abbreviations of "born" before a date: Polish `ur.`, Czech and Slovak `nar.`, Swedish, Danish,
  // Norwegian `född`, `født`, Brazilian `DN`.
  String.raw`ur\.`,
  String.raw`nar\.`,
  "f[öø]dd?",
  "født",
  "DN",
  // `°12/03/1955` (Belgian, French): born.
  "°",
  // `*07.04.1961 in Bremen` (German CVs): the star, right before the date, is "born" (one star:
  // `**12.03.2026**` is bold).
  String.raw`(?<!\*)\*(?=\d)`,
  "date (?:et lieu )?de naissance",
  "fecha (?:y lugar )?de nacimiento",
  String.raw`f(?:echa|\.) ?(?:de )?nac\.`,
  "nacid[oa] el",
  "data de nascimento",
  String.raw`data (?:de )?nasc\.`,
  "nascimento",
  "nascid[oa] em",
  "data di nascita",
  "nat[oa] il",
  "geboortedatum",
  "data urodzenia",
  "datum narozen[ií]",
  "sz[üu]let[ée]si (?:d[áa]tum|id[őo])",
  // Hungarian "born" (`Született: 1972. május 9.`).
  "sz[üu]letett",
  "f[øo]dselsdato",
  "f[öo]delsedatum",
  "syntym[äa]aika",
  "f[æa]ðingardagur",
  "sünniaeg",
  "gimimo data",
  "dzim[šs]anas datums",
  "datum ro[đd]enja",
  "datum rojstva",
  "data na[șs]terii",
  "d[áa]tum narodenia",
  "do[ğg]um tarihi",
  "tanggal lahir",
  "ng[àa]y sinh",
  "petsa ng kapanganakan",
  "дата на раждане",
  "дата рождения",
  String.raw`дата рожд\.`,
  String.raw`род\.`,
  "дата народження",
  "(?:ημερομηνία|ημ\\.) ?γέννησης",
  "تاريخ (?:الميلاد|الازدياد)",
  "(?:תאריך|ת\\.) ?לידה",
  "生年月日",
  "出生日期",
  "出生年月日",
  "생년월일",
  // Thai writes no space between words: the label may run on (`วันเกิดในระบบ`, "birth date in the system").
  "วัน(?:เดือนปี)?เกิด[\\u0E00-\\u0E7F]{0,12}",
  "जन्म ?(?:तिथि|दिनांक)",
  "জন্ম তারিখ",
  "تاریخ (?:تولد|پیدائش)",
];
export const MRN_LABELS = [
  "MRN",
  String.raw`MR ?(?:no\.?|#)`,
  String.raw`hosp(?:ital|\.)? ?(?:no\.?|number|#|ID)`,
  String.raw`UR ?(?:no\.?|number)`,
  "URN",
  String.raw`patient (?:no\.?|number|#|identifier)`,
  String.raw`pt\.? ?(?:no\.?|number|#)`,
  "patient(?:en)?nummer",
  String.raw`Pat\.?-ID`,
  String.raw`n(?:[º°o]|uméro)\.? ?(?:de )?dossier`,
  String.raw`dossier n[º°o]\.?`,
  String.raw`cartella(?: clinica)?(?: n\.?| nr\.?)?`,
  String.raw`medical record(?: number| no\.?| #)?`,
  String.raw`med\.? ?rec\.?(?: no\.?)?`,
  "patient id",
  String.raw`pt\.? ?id`,
  String.raw`chart(?: no\.?| #| number)`,
  "UHID",
  String.raw`NHS(?: no\.?| number)?`,
  String.raw`CHI(?: no\.?| number)?`,
  "IPP",
  "NHC",
  "HN",
  "HC",
  "NHI",
  String.raw`hasta (?:no\.?|numarası)`,
  String.raw`dosya no\.?`,
  String.raw`no\.? ?RM`,
  "rekam medis",
  "m[ãa] (?:bn|bệnh nhân)",
  "số hồ sơ",
  "מספר תיק",
  "رقم الملف(?: الطبي)?",
  "الرقم الطبي",
  "رقم المريض",
  "CIP",
  "PID",
  String.raw`unit (?:no\.?|number)`,
  String.raw`record (?:no\.?|number|#)`,
  "pati[ëe]nt(?:en)?nummer",
  "journalnummer",
  String.raw`journal ?nr\.?`,
  "identyfikator pacjenta",
  String.raw`nr\.? historii choroby`,
  "(?:№|номер) (?:истории болезни|медицинской карты)",
  "медкарта(?: №)?",
  "медицинская карта(?: №)?",
  "カルテ番号",
  "患者ID",
  "病歴番号",
  "病[历歷][号號](?:码|碼)?",
  "住院[号號]",
  "病案[号號]",
  "病人ID",
  String.raw`(?:αρ(?:ιθμός|\.)|α/α) ?φακέλου`,
  "potilas(?:numero|tunnus)",
  "등록번호",
  "환자번호",
  // `Pat.-Nr.`, `Patienten-Nr.`, Dutch `pat.nr.`.
  String.raw`Pat(?:ienten)?\.? ?-?Nr\.?`,
  // Polish `Nr pacjenta`, `numer pacjenta`; the `Aufnahmezahl` Austrian hospitals file a patient
  // under (an `Aufnahme-Nr.` of one stay is not one: see labelled-fields.test.ts).
  "(?:nr|numer) pacjenta",
  "Aufnahmezahl",
  // Health-card numbers, which clinics file a patient under: Ontario's OHIP, Quebec's RAMQ,
  // Hungary's TAJ, and the words.
  String.raw`OHIP(?: no\.?| number| #)?`,
  "RAMQ",
  String.raw`TAJ(?:[ -]?sz[áa]m)?`,
  String.raw`health card(?: no\.?| number| #)?`,
  "prontu[áa]rio",
  "n[º°]? de historia",
  "historia cl[íi]nica",
  "מס' תיק",
  // Issue 22, third round (structured-gen): the record's label in more languages and systems.
  // Canadian and Australian provincial health cards (`Medicare (NB):`), British Columbia's PHN;
  // Portugal's SNS `N.º de utente`; the Czech and Slovak insured's number (`Č. pojištěnce`).
  String.raw`medicare(?: card)?(?: no\.?| number| #)?`,
  "PHN",
  String.raw`(?:n\.?[º°o]\.?|n[úu]mero) (?:de )?utente`,
  // `Utente n.º 284 615 903`: the number word follows (read by the MRN pattern).
  "utente(?= ?n)",
  String.raw`(?:č\.|čís\.|číslo) (?:pojištěnce|poistenca|pacienta)`,
  // French, Italian, Spanish, German and Dutch "patient number / ID" word orders.
  String.raw`(?:n[º°o]\.?|num[ée]ro|n[úu]m\.?|nr\.?) (?:de |du |del )?(?:patient|paciente|paziente|pacjenta)`,
  String.raw`(?:ID|codice|c[óo]digo|code) (?:du |del |de |do )?(?:patient|paciente|paziente)`,
  String.raw`Patienten-?ID`,
  // Japanese consultation-card and chart numbers; Chinese outpatient, visit and registration
  // numbers; Korean chart numbers; Thai patient numbers.
  String.raw`診察券(?:番号|No\.?)?`,
  "患者番号",
  String.raw`カルテ(?:No\.?|ID)`,
  "診療録番号",
  "(?:门诊|門診)(?:病历|病歷)?(?:号|號)(?:码|碼)?",
  "(?:就诊|就診)(?:卡)?(?:号|號)(?:码|碼)?",
  "(?:患者|病人)(?:编号|編號)",
  "(?:登记|登記)(?:号|號)",
  "차트 ?번호",
  "병록 ?번호",
  "เลข(?:ที่|ประจำตัว)ผู้ป่วย",
  // Russian and Ukrainian: the card or history named, then its number sign (`ВЫПИСКА ИЗ МЕДИЦИНСКОЙ
  // КАРТЫ СТАЦИОНАРНОГО БОЛЬНОГО № 8814/26`), or the number first.
  String.raw`(?:медицинск|амбулаторн|медичн)\p{L}{1,3} карт\p{L}{0,2}(?: \p{L}{3,16}){0,3} №`,
  String.raw`истори\p{L} болезни №`,
  "(?:№|номер) (?:амбулаторной )?карты",
  // Hindi: `OPD पंजीकरण सं.` (outpatient registration number), `रोगी संख्या` (patient number).
  String.raw`(?:OPD|IPD|UHID) ?पंजीकरण (?:सं\.|संख्या|नं\.|क्रमांक)`,
  String.raw`(?:रोगी|मरीज़?) (?:सं\.|संख्या|नं\.|क्रमांक|आईडी)`,
];

// A stay's or a case's number (`Fall-Nr.`, `IP No`, `n. nosologico`), which labellers mark as the
// patient's record only when no patient number stands in the document: read only then.
export const ENCOUNTER_MRN_LABELS = [
  "Fallnummer",
  String.raw`Fall-Nr\.?`,
  String.raw`(?:IP|OP|IPD|OPD|CR) ?(?:no\.?|number)`,
  String.raw`(?:n\. )?nosologico`,
  // Turkish `Protokol No`: a visit's number, beside the patient's `Hasta No` or `Dosya No`.
  String.raw`protokol no\.?`,
];

// Labels that name a patient's record only in a clinical text (`Registro:`, `Expediente:` and `File:`
// are also a company's, a court's or a case's): counted when a clinical word is within CLINICAL_WINDOW characters.
export const CLINICAL_MRN_LABELS = [
  String.raw`reg(?:istration)?\.? ?(?:no\.?|number|#)`,
  String.raw`(?:n[º°o]\.? (?:de )?)?registro(?: (?:cl[íi]nico|hospitalar|do paciente|del paciente))?(?: n[º°o]\.?)?`,
  String.raw`expediente(?: cl[íi]nico)?(?: n[º°o]\.?)?`,
  String.raw`file(?: no\.?| number| #)?`,
  // French `Dossier :` (a company's file too); Australian `UR` (unit record), in capitals only.
  "dossier",
  "UR",
  // A patient's wristband (`Wristband barcode: *H00731244*`); a medicine's barcode is no MRN.
  String.raw`(?:wristband|armband|ID band)(?: barcode| no\.?| #)?`,
  // A client's or a resident's number in a clinical text (behavioural health, care homes).
  String.raw`(?:client|resident|service user) (?:ID|no\.?|number|#)`,
  // Portuguese `N.º de processo` (the hospital file; also a court's, so only in a clinical text).
  String.raw`(?:n\.?[º°o]\.? ?(?:de )?)?processo(?: cl[íi]nico)?`,
  // Greek `Α.Μ.` (registry number, also a student's or an employee's), `αριθμός μητρώου`.
  String.raw`α\.\s?μ\.`,
  String.raw`(?:αριθμός|αρ\.) μητρώου`,
  // Hindi `पंजीकरण संख्या` (registration number).
  String.raw`पंजीकरण (?:सं\.|संख्या|नं\.|क्रमांक)`,
];
