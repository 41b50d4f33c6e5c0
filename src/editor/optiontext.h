// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

namespace ml
{

// The rules options of docs/board-format.md, "Rule options" and their values in words, for every
// window that shows them (the rules dialog, Compare variants), so that both name an option and a
// value alike and in the user's language. The file keeps the key and the value ("hillTiebreak",
// "count"); these are only what the user reads. The values themselves are RuleOptions::values().
// Translation context: ml::OptionText.
class OptionText
{
    Q_DECLARE_TR_FUNCTIONS(ml::OptionText)
public:
    // "Hill tie-break"; an unknown key is shown as it is.
    static QString name(const QString &key);
    // "most meeples on hills" for hillTiebreak=count; numbers read the same in any language.
    static QString value(const QString &key, const QString &value);
    // Option and value in one phrase: "Hill tie-break: most meeples on hills".
    static QString setting(const QString &key, const QString &value);
};

} // namespace ml
