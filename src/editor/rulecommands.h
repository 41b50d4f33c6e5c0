#pragma once

#include "documentcommand.h"

#include <QJsonObject>

namespace ml
{

// Sets one rules option (format.md §3); an empty value removes it so the edition's default
// applies.
class SetRuleOptionCommand : public DocumentCommand
{
public:
    SetRuleOptionCommand(BoardDocument *document, const QString &key, const QString &value);
    DocumentParts apply(QJsonObject &json) const override;
    DocumentParts revert(QJsonObject &json) const override;

private:
    QString m_key;
    QJsonValue m_old, m_new;
};

// Replaces the sets and the edition together: the rules dialog changes them as one step.
class SetRuleSetsCommand : public DocumentCommand
{
public:
    SetRuleSetsCommand(BoardDocument *document, const QStringList &sets, const QString &edition);
    DocumentParts apply(QJsonObject &json) const override;
    DocumentParts revert(QJsonObject &json) const override;

private:
    QJsonValue m_old;
    QJsonObject m_new;
};

} // namespace ml
