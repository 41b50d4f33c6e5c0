#include "rulecommands.h"

#include "boarddocument.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace ml
{

namespace
{
const QString kRules = QStringLiteral("rules");
const QString kOptions = QStringLiteral("options");

void setOption(QJsonObject &json, const QString &key, const QJsonValue &value)
{
    QJsonObject rules = json.value(kRules).toObject();
    QJsonObject options = rules.value(kOptions).toObject();
    if (value.isUndefined())
        options.remove(key);
    else
        options.insert(key, value);
    if (options.isEmpty())
        rules.remove(kOptions);
    else
        rules.insert(kOptions, options);
    if (rules.isEmpty())
        json.remove(kRules);
    else
        json.insert(kRules, rules);
}
} // namespace

SetRuleOptionCommand::SetRuleOptionCommand(BoardDocument *document, const QString &key,
                                           const QString &value)
    : DocumentCommand(document), m_key(key),
      m_old(document->rules().value(kOptions).toObject().value(key)),
      m_new(value.isEmpty() ? QJsonValue(QJsonValue::Undefined) : QJsonValue(value))
{
    setWords(
        [=] { return QCoreApplication::translate("Commands", "Set rule option %1").arg(key); });
}

DocumentParts SetRuleOptionCommand::apply(QJsonObject &json) const
{
    setOption(json, m_key, m_new);
    return DocumentPart::Rules;
}

DocumentParts SetRuleOptionCommand::revert(QJsonObject &json) const
{
    setOption(json, m_key, m_old);
    return DocumentPart::Rules;
}

SetRuleSetsCommand::SetRuleSetsCommand(BoardDocument *document, const QStringList &sets,
                                       const QString &edition)
    : DocumentCommand(document), m_old(document->json().value(kRules))
{
    m_new = document->rules();
    m_new.insert(QStringLiteral("sets"), QJsonArray::fromStringList(sets));
    m_new.insert(QStringLiteral("edition"), edition);
    setWords([=] { return QCoreApplication::translate("Commands", "Change sets and edition"); });
}

DocumentParts SetRuleSetsCommand::apply(QJsonObject &json) const
{
    json.insert(kRules, m_new);
    return DocumentPart::Rules;
}

DocumentParts SetRuleSetsCommand::revert(QJsonObject &json) const
{
    if (m_old.isUndefined())
        json.remove(kRules);
    else
        json.insert(kRules, m_old);
    return DocumentPart::Rules;
}

} // namespace ml
