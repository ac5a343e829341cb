// Word lists for lookalike replacements: common, culturally varied, and none of them a real
// company. Order matters (it is part of the deterministic mapping): append, never reorder.

export const LOOKALIKE_FIRST_NAMES: readonly string[] = (
  "Aaliyah Aarav Abigail Adrian Aisha Alan Alejandro Alice Amara Amelia Ana Andrei Anika Anton Aria Arjun " +
  "Astrid Ava Beatriz Benjamin Bianca Bruno Camila Carlos Carmen Chen Chloe Clara Daniel Daria David Diego " +
  "Elena Elif Elijah Emeka Emma Eric Esther Ethan Fatima Felix Fiona Gabriel Grace Hana Hannah Hugo Ibrahim " +
  "Ines Isaac Isabel Ivan Jasmine Javier Jin Jonas Julia Kai Kamala Karim Kenji Laila Lars Leah Leila Leon " +
  "Lina Lucas Lucia Luis Maja Malik Marco Maria Marta Mateo Maya Mei Mia Mikhail Nadia Naomi Nia Nikhil " +
  "Noah Nora Olivia Omar Oscar Paolo Priya Rafael Rania Ravi Rosa Ruth Samuel Sara Sofia Stefan Tariq Tomas " +
  "Uma Valentina Victor Wei Yara Yusuf Zara Zoe"
).split(" ");

export const LOOKALIKE_LAST_NAMES: readonly string[] = (
  "Abara Adeyemi Alvarez Andersen Bakker Banerjee Becker Bergstrom Bianchi Brennan Castillo Chandra Costa " +
  "Dalton Delgado Dubois Duarte Eklund Ferreira Fischer Fontaine Garcia Gonzaga Hadley Haddad Hansen Herrera " +
  "Holm Ibarra Ishikawa Jansen Kaplan Kapoor Keller Kimura Kowalski Larsen Laurent Lindqvist Lopez Maddox " +
  "Marino Mendes Moreau Murphy Nakamura Navarro Nilsson Novak Okafor Olsen Ortega Park Patel Pereira Petrov " +
  "Quinn Ramos Reyes Richter Rossi Sato Schmidt Serrano Silva Sokolov Suzuki Tanaka Thorne Torres Varga " +
  "Vasquez Weber Wexler Yamada Young Zhang Zimmerman"
).split(" ");

export const LOOKALIKE_ORG_WORDS: readonly string[] = (
  "Alder Amber Anchor Apex Arbor Aster Beacon Birch Bright Cedar Cinder Clear Cobalt Copper Coral Crest " +
  "Delta Ember Fern Granite Harbor Hollow Iris Juniper Kestrel Lantern Linden Maple Meadow Mercer Nimbus " +
  "North Oak Onyx Orchard Pine Quarry Raven River Sable Sage Silver Slate Sparrow Summit Thistle Tide Vale Willow"
).split(" ");

export const LOOKALIKE_ORG_SUFFIXES: readonly string[] =
  "Group|Partners|Holdings|Systems|Labs|Capital|Logistics|Health|Foods|Analytics|Works|Trading Co.".split(
    "|",
  );
