// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "eventtext.h"

#include <QString>
#include <QStringList>

namespace ml
{

// Steps as rich text, for the views that show a step's explanation: Explore's step panel and
// the puzzle panel's feedback say the same thing in the same words. The sentences
// are EventText's; each rule id becomes a "rule:ID" link that the view hands to the rules
// panel.
namespace EventHtml
{

// The scheme of the rule links: "rule:R-BASE-9".
inline constexpr char RuleScheme[] = "rule";

// "Rules: R-BASE-9, R-MW-12" with each id a link; the sentence frame stays EventText's.
QString ruleLinks(const QStringList &rules);
// `text` escaped, as a paragraph.
QString paragraph(const QString &text);
// A tool tip that shows `text` as it is: Qt guesses rich text from a leading tag and would
// then load what an <img src=...> in a player's name names. Such a text goes as escaped HTML.
QString plainToolTip(const QString &text);
// What the step did, then each of its events: headline, terms, effects, winners, rules.
QString step(const EventText &text, const Stepper &stepper, int index);

} // namespace EventHtml

} // namespace ml
