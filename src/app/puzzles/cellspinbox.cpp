// SPDX-License-Identifier: GPL-3.0-or-later
#include "cellspinbox.h"

#include <QLineEdit>

namespace ml
{

CellSpinBox::CellSpinBox(QWidget *parent) : QSpinBox(parent) {}

void CellSpinBox::setNames(const CellNames &names, Axis axis)
{
    m_names = names;
    m_axis = axis;
    // The shown text follows the names; the value (the coordinate) stays.
    setValue(value());
    lineEdit()->setText(textFromValue(value()));
}

QString CellSpinBox::textFromValue(int value) const
{
    return m_axis == Axis::Column ? m_names.columnName(value) : m_names.rowName(value);
}

std::optional<int> CellSpinBox::read(const QString &text) const
{
    return m_axis == Axis::Column ? m_names.column(text) : m_names.row(text);
}

int CellSpinBox::valueFromText(const QString &text) const
{
    return read(text).value_or(value());
}

QValidator::State CellSpinBox::validate(QString &input, int &) const
{
    const QString t = input.trimmed();
    // Half typed: nothing yet, or the minus of a cell west of column A or north of row 1.
    if (t.isEmpty() || t == QLatin1String("-")) return QValidator::Intermediate;
    const std::optional<int> v = read(t);
    if (!v) {
        // Letters on their way to a column name stay typeable; anything else is refused.
        if (m_axis == Axis::Column && !m_names.isNull()) {
            for (const QChar c : t)
                if (!(c.isLetter() && c.toUpper() >= u'A' && c.toUpper() <= u'Z') && c != u'-')
                    return QValidator::Invalid;
            return QValidator::Intermediate;
        }
        return QValidator::Invalid;
    }
    return *v >= minimum() && *v <= maximum() ? QValidator::Acceptable : QValidator::Intermediate;
}

} // namespace ml
